import type { Language } from "@kominote/core/i18n/languages";
import { intlLocales } from "../../../i18n/intl-locales";

const moneyFormats = new Map<Language, Intl.NumberFormat>();
const rateFormats = new Map<Language, Intl.NumberFormat>();

const cached = <F>(cache: Map<Language, F>, language: Language, make: () => F): F => {
  let format = cache.get(language);
  if (format === undefined) {
    format = make();
    cache.set(language, format);
  }
  return format;
};

/** An amount of money with its two decimals, grouped as the language writes it: "13 250,00", "13,250.00". */
export const formatMoney = (language: Language, value: number): string =>
  cached(moneyFormats, language, () => new Intl.NumberFormat(intlLocales(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(value);

/** A rate between two currencies: four decimals at most, so 1 HTG = 0,0075 USD does not read as 0,01. */
export const formatRate = (language: Language, value: number): string =>
  cached(rateFormats, language, () => new Intl.NumberFormat(intlLocales(language), { minimumFractionDigits: 2, maximumFractionDigits: 4 })).format(value);
