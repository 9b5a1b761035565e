import type { Language } from "@kominote/core/i18n/languages";

/**
 * The locales to give `Intl` for numbers and dates. It knows no `ht` locale and would silently
 * write American formats; Creole is written with the French-Haitian ones ("13 250,00",
 * "12 mars 2026") (DECISIONS 8).
 */
export const intlLocales = (language: Language): string[] => (language === "ht" ? ["ht", "fr-HT"] : [language]);
