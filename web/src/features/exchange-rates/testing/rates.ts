import { defaultExchangeRates } from "@kominote/core/rules/currency";
import type { ExchangeRates } from "@kominote/core/schemas/exchange-rates";

/** The specification's rates as the API answers them on a new installation, set on 2 April 2026. */
export const specificationRates: ExchangeRates = {
  base: "USD",
  rates: { ...defaultExchangeRates, USD: 1 },
  updatedAt: "2026-04-02T13:30:00.000Z",
};
