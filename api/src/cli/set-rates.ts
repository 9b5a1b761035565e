import { parseAmount } from "@kominote/core/rules/currency";
import type { ExchangeRates } from "@kominote/core/schemas/exchange-rates";
import type { GetExchangeRates } from "@kominote/core/use-cases/get-exchange-rates";
import type { UpdateExchangeRates } from "@kominote/core/use-cases/update-exchange-rates";
import { Effect, Result } from "effect";
import { translate } from "../http/messages";

/** The currencies an operator sets; USD is the base and always 1. */
export const settableCurrencies = ["HTG", "EUR", "CAD", "GBP", "DOP"] as const;
type SettableCurrency = (typeof settableCurrencies)[number];

/** The rates named on the command line; the others keep their current value. */
export type RateChanges = Readonly<Partial<Record<SettableCurrency, number>>>;

const isSettable = (code: string): code is SettableCurrency => (settableCurrencies as readonly string[]).includes(code);

/**
 * Reads `HTG=135 EUR=0,86 ...` (a comma works as the decimal separator too, as on the converter).
 * Whether a number is a usable rate (above 0, at most a million) is the use case's call.
 */
export const parseRateChanges = (args: readonly string[]): { ok: true; rates: RateChanges } | { ok: false; message: string } => {
  if (args.length === 0) return { ok: false, message: "set-rates takes at least one rate, like HTG=135." };
  const rates: Partial<Record<SettableCurrency, number>> = {};
  for (const arg of args) {
    const match = /^([A-Za-z]{3})=(.*)$/.exec(arg.trim());
    if (match === null) return { ok: false, message: `"${arg}" is not CODE=rate (for example HTG=135 or EUR=0.86).` };
    const code = (match[1] ?? "").toUpperCase();
    const value = match[2] ?? "";
    const rate = parseAmount(value);
    if (code === "USD") {
      if (rate === 1) continue;
      return { ok: false, message: "USD is the base of the rates: it is always 1." };
    }
    if (!isSettable(code)) return { ok: false, message: `Unknown currency "${match[1]}": choose among ${settableCurrencies.join(", ")}.` };
    if (Object.hasOwn(rates, code)) return { ok: false, message: `${code} is given twice.` };
    if (rate === null) return { ok: false, message: `${code}: "${value}" is not a rate (a number above 0, like 135 or 0.86).` };
    rates[code] = rate;
  }
  return { ok: true, rates };
};

const describeRates = (rates: ExchangeRates["rates"], previous: ExchangeRates["rates"]): string =>
  settableCurrencies.map((code) => (rates[code] === previous[code] ? `${code} ${rates[code]}` : `${code} ${rates[code]} (was ${previous[code]})`)).join(", ");

/**
 * Sets the named rates from the server's shell, keeping the others. The change is kept in the
 * rates' history without a member (no one is signed in here); answers the process exit code.
 */
export const runSetRates = async (
  changes: RateChanges,
  {
    getExchangeRates,
    updateExchangeRates,
    out,
    err,
  }: { getExchangeRates: GetExchangeRates; updateExchangeRates: UpdateExchangeRates; out: (line: string) => void; err: (line: string) => void },
): Promise<number> => {
  const current = await Effect.runPromise(getExchangeRates());
  const rates = { ...current.rates, ...changes };
  const result = await Effect.runPromise(Effect.result(updateExchangeRates({ rates, adminId: null })));
  if (Result.isFailure(result)) {
    const fields = Object.entries(result.failure.fields ?? {});
    if (fields.length === 0) err(`Failed: ${result.failure.code}`);
    for (const [field, key] of fields) err(`${field.replace(/^rates\./, "")}: ${translate("en", key)}`);
    return 1;
  }
  const updated = result.success;
  out(`Rates per 1 USD from ${updated.updatedAt}: ${describeRates(updated.rates, current.rates)}.`);
  return 0;
};
