/**
 * Text as a search compares it: accents and case set aside, so "lopital" finds "Lopital" and
 * "ministere" finds "Ministère". The server keeps each reported place's text in this form, so
 * both its stores (Postgres and the in-memory twin) match the same words.
 */
export const searchable = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** The words of a search, each searchable; none for a blank or missing search. */
export const searchWords = (query: string | undefined): readonly string[] =>
  searchable(query ?? "")
    .split(/\s+/)
    .filter((word) => word !== "");
