import type { Language } from "@kominote/core/i18n/languages";
import { intlLocales } from "../../../i18n/intl-locales";

const formatters = new Map<Language, Intl.DateTimeFormat>();

/** A day as the reader's language writes it ("12 mars 2026"); an unreadable instant gives "". */
export const formatDate = (language: Language, instant: string): string => {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return "";
  let formatter = formatters.get(language);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(intlLocales(language), { day: "numeric", month: "long", year: "numeric" });
    formatters.set(language, formatter);
  }
  return formatter.format(time);
};
