import type { MessageKey } from "../i18n/messages";

export const currencyCodes = ["HTG", "USD", "EUR", "CAD", "GBP", "DOP"] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export const isCurrencyCode = (value: unknown): value is CurrencyCode =>
  typeof value === "string" && (currencyCodes as readonly string[]).includes(value);

/** Units of each currency for 1 US dollar. */
export type ExchangeRates = Readonly<Record<CurrencyCode, number>>;

/** The rates a new installation starts with, until an admin updates them. */
export const defaultExchangeRates: ExchangeRates = {
  HTG: 132.5,
  USD: 1,
  EUR: 0.85,
  CAD: 1.35,
  GBP: 0.75,
  DOP: 55.5,
};

export interface Currency {
  readonly code: CurrencyCode;
  readonly flag: string;
  readonly nameKey: MessageKey;
}

export const currencies: readonly Currency[] = [
  { code: "HTG", flag: "🇭🇹", nameKey: "common.currency.htg" },
  { code: "USD", flag: "🇺🇸", nameKey: "common.currency.usd" },
  { code: "EUR", flag: "🇪🇺", nameKey: "common.currency.eur" },
  { code: "CAD", flag: "🇨🇦", nameKey: "common.currency.cad" },
  { code: "GBP", flag: "🇬🇧", nameKey: "common.currency.gbp" },
  { code: "DOP", flag: "🇩🇴", nameKey: "common.currency.dop" },
];

/** Rounds half away from zero at the cents, without 1.005 turning into 1.00. */
export const roundToCents = (value: number): number =>
  Math.sign(value) * (Math.round(Math.abs(value) * 100 * (1 + Number.EPSILON)) / 100);

/**
 * Reads what was typed in the amount box: digits with one decimal separator, "." or ","
 * (Haitian and French keyboards write "12,50"). Anything else is not an amount.
 */
export const parseAmount = (text: string): number | null => {
  const normalized = text.trim().replace(",", ".");
  if (!/^(\d+\.?\d*|\.\d+)$/.test(normalized)) return null;
  const amount = Number(normalized);
  return Number.isFinite(amount) ? amount : null;
};

export const convertAmount = (amount: number, from: CurrencyCode, to: CurrencyCode, rates: ExchangeRates): number =>
  roundToCents((amount / rates[from]) * rates[to]);

/** The converter's result: the amount in the target currency with two decimals, or "" when the amount is not a number. */
export const convert = (amountText: string, from: CurrencyCode, to: CurrencyCode, rates: ExchangeRates): string => {
  const amount = parseAmount(amountText);
  if (amount === null || !(rates[from] > 0) || !(rates[to] > 0)) return "";
  return convertAmount(amount, from, to, rates).toFixed(2);
};
