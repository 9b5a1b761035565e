import type { ExchangeRateVersion } from "../ports/exchange-rate-store";
import type { ExchangeRates } from "../schemas/exchange-rates";

/** A version of the rates as the API answers it: per US dollar, with the date they were set. */
export const exchangeRatesView = ({ rates, updatedAt }: ExchangeRateVersion): ExchangeRates => ({
  base: "USD",
  rates: { HTG: rates.HTG, USD: 1, EUR: rates.EUR, CAD: rates.CAD, GBP: rates.GBP, DOP: rates.DOP },
  updatedAt: updatedAt.toISOString(),
});
