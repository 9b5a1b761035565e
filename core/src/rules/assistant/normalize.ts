/**
 * Turns a question or a passage into comparable words: lower case, no accents, no punctuation,
 * Creole spelling variants folded into one form, short French/English plurals folded, stop words
 * dropped, and each phrase of the synonym table replaced by one concept word, so "kat
 * idantifikasyon", "CIN" and "carte d'identité" all meet on the same word.
 */
import { stopWords } from "./stop-words";
import { canonicalWord, foldText } from "./fold-text";
import { conceptOf, phraseConcepts } from "./synonyms";

/** Replaces each phrase of the synonym table by its concept word, longest phrases first. */
const foldPhrases = (words: readonly string[]): string[] => {
  const out: string[] = [];
  let index = 0;
  while (index < words.length) {
    let matched = false;
    for (const [phrase, concept] of phraseConcepts) {
      if (phrase.length > words.length - index) continue;
      if (phrase.every((word, offset) => words[index + offset] === word)) {
        out.push(concept);
        index += phrase.length;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const word = words[index] ?? "";
    out.push(conceptOf(word) ?? word);
    index += 1;
  }
  return out;
};

/** The words a question or passage is searched by. */
export const searchWords = (text: string): string[] => {
  const folded = foldText(text);
  if (folded === "") return [];
  const words = folded.split(" ").map(canonicalWord);
  return foldPhrases(words).filter((word) => !stopWords.has(word) && word.length > 0);
};
