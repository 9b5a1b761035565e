/** The five interface languages. Haitian Creole is the source and the default. */
export const languages = ["ht", "fr", "en", "es", "pt"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "ht";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (languages as readonly string[]).includes(value);

/** Each language named in itself, for switchers. */
export const languageNames: Record<Language, string> = {
  ht: "Kreyòl",
  fr: "Français",
  en: "English",
  es: "Español",
  pt: "Português",
};
