import type { ExchangeRateStore } from "@kominote/core/ports/exchange-rate-store";
import type { makeGetExchangeRates } from "@kominote/core/use-cases/get-exchange-rates";
import type { makeUpdateExchangeRates } from "@kominote/core/use-cases/update-exchange-rates";
import { token } from "../../tokens";

/** Exchange rates. */
export const exchangeRatesTokens = {
  exchangeRateStore: token<ExchangeRateStore>("ExchangeRateStore"),
  getExchangeRates: token<ReturnType<typeof makeGetExchangeRates>>("GetExchangeRates"),
  updateExchangeRates: token<ReturnType<typeof makeUpdateExchangeRates>>("UpdateExchangeRates"),
} as const;
