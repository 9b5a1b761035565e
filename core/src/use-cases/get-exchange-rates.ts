import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { ExchangeRateStore } from "../ports/exchange-rate-store";
import { exchangeRatesView } from "../rules/exchange-rates-view";
import type { ExchangeRates } from "../schemas/exchange-rates";

/** The converter's current rates and their date; anyone may read them. */
export const makeGetExchangeRates =
  ({ rates }: { rates: ExchangeRateStore }) =>
  (): Effect.Effect<ExchangeRates, DomainError> =>
    Effect.promise(() => rates.current()).pipe(Effect.map(exchangeRatesView));

export type GetExchangeRates = ReturnType<typeof makeGetExchangeRates>;
