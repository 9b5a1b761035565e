import { glossary, type TranslationTarget } from "../glossary";
import { foldText, type DictionaryEntries } from "./entries";

// Sentence-ending marks a member adds to a short message ("Mèsi anpil!"): they are kept on the
// translation rather than making the phrase unknown.
const trailingMarks = /[\s.!?…]+$/u;

// Every known phrase is short; longer text (a whole post) is skipped without scanning it.
const longestPhrase = 80;

const isUpper = (text: string): boolean => text !== text.toLowerCase() && text === text.toUpperCase();

const startsUpper = (text: string): boolean => {
  const first = text.charAt(0);
  return first !== first.toLowerCase();
};

/** Gives the translation the original's casing: shouted text stays shouted, a capital stays. */
const matchCase = (original: string, translation: string): string => {
  if (original.length > 1 && isUpper(original)) return translation.toUpperCase();
  if (startsUpper(original)) return translation.charAt(0).toUpperCase() + translation.slice(1);
  return translation;
};

/**
 * Translates a short Creole text when it is, as a whole, a glossary term or a dictionary entry
 * (compared after trimming and case-folding). Returns null when the text is unknown, so the
 * caller can try another translator or show the original.
 */
export const lookupTranslation = (
  text: string,
  target: TranslationTarget,
  entries: DictionaryEntries,
): string | null => {
  const trimmed = text.trim();
  if (trimmed.length > longestPhrase) return null;
  const ending = trailingMarks.exec(trimmed)?.[0] ?? "";
  const body = trimmed.slice(0, trimmed.length - ending.length);
  const marks = ending.replace(/\s+/g, "");
  const key = foldText(body);
  if (key === "") return null;
  const known = Object.hasOwn(glossary, key)
    ? glossary[key as keyof typeof glossary][target]
    : Object.hasOwn(entries, key)
      ? entries[key]
      : undefined;
  if (known === undefined) return null;
  return matchCase(body, known) + marks;
};
