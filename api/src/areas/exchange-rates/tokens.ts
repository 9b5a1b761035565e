import type { ExchangeRateStore } from "@kominote/core/ports/exchange-rate-store";
import { makeGetExchangeRates } from "@kominote/core/use-cases/get-exchange-rates";
import { makeUpdateExchangeRates } from "@kominote/core/use-cases/update-exchange-rates";
import { token, useCaseTokens } from "../../tokens";

/** Exchange rates. */
export const exchangeRatesTokens = {
  exchangeRateStore: token<ExchangeRateStore>("ExchangeRateStore"),
  ...useCaseTokens({ makeGetExchangeRates, makeUpdateExchangeRates }),
} as const;
