import type { Language } from "@kominote/core/i18n/languages";

export type PluralForm = "one" | "other";

/**
 * `Intl` knows no `ht` locale and would silently use English rules; Creole nouns do not inflect
 * for number, so French rules (0 and 1 singular) give the right form for its "one"/"other" keys.
 */
const pluralLocales = (language: Language): string[] =>
  language === "ht" ? ["fr-HT", "fr"] : [language];

const rulesCache = new Map<Language, Intl.PluralRules>();

/** The catalog form for a count: our catalogs keep a singular and a general form per label. */
export const pluralForm = (language: Language, count: number): PluralForm => {
  let rules = rulesCache.get(language);
  if (rules === undefined) {
    rules = new Intl.PluralRules(pluralLocales(language));
    rulesCache.set(language, rules);
  }
  return rules.select(count) === "one" ? "one" : "other";
};

/** Counts formatted with the language's digit grouping ("1 234" in French and Creole). */
export const formatCount = (language: Language, count: number): string =>
  new Intl.NumberFormat(pluralLocales(language)).format(count);
