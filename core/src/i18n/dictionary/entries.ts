/**
 * A built-in dictionary for one target language: Creole text in its folded form (see foldText)
 * -> its translation, written in lower case unless the word is always capitalised.
 */
export type DictionaryEntries = Readonly<Record<string, string>>;

/**
 * The form both dictionary keys and looked-up text are compared in: Unicode NFC, curly
 * apostrophes made straight, blanks trimmed and collapsed, lower case.
 */
export const foldText = (text: string): string =>
  text.normalize("NFC").replace(/[\u2019\u02bc]/g, "'").trim().replace(/\s+/g, " ").toLowerCase();
