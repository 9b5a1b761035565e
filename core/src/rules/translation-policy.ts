import type { Language } from "../i18n/languages";

/** Creole is the language users write in; only other languages get a translation of their text. */
export const shouldTranslate = (text: unknown, language: Language): text is string =>
  language !== "ht" && typeof text === "string" && text.trim() !== "";

/** What is shown when no translation is made: the text itself, or "" when there is none. */
export const untranslated = (text: string | null | undefined): string => text ?? "";
