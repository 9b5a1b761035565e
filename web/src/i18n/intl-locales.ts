import type { Language } from "@kominote/core/i18n/languages";

/**
 * The locales to give `Intl` for numbers. It knows no `ht` locale and would silently write
 * American formats; Creole numbers are grouped as French-Haitian ones are ("13 250,00")
 * (DECISIONS 8). Dates never come here: a Creole date written by Intl would be French, so they go
 * through the core's formatInstant (core/src/rules/date-format.ts).
 */
export const intlLocales = (language: Language): string[] => (language === "ht" ? ["ht", "fr-HT"] : [language]);
