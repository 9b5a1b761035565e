import { CachedExchangeRates } from "@kominote/adapters/exchange-rates/cached-exchange-rates";
import { KnexExchangeRateStore } from "@kominote/adapters/exchange-rates/knex-exchange-rate-store";
import { makeGetExchangeRates } from "@kominote/core/use-cases/get-exchange-rates";
import { makeUpdateExchangeRates } from "@kominote/core/use-cases/update-exchange-rates";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "../../tokens";
import { exchangeRatesTokens } from "./tokens";

/**
 * How long the converter's rates are served from memory (decision 0011). An admin's update through
 * the API shows at once; one from the admin command, another process, within this time.
 */
const exchangeRatesCacheMs = 5_000;

/** The currency converter's rates: read by every visitor, replaced by admins. Needs the clock. */
export const bindExchangeRates = (container: Container, database: Database): void => {
  container.bind(exchangeRatesTokens.exchangeRateStore).toDynamicValue(
    (ctx) => new CachedExchangeRates(new KnexExchangeRateStore(database), resolve(ctx, tokens.clock), exchangeRatesCacheMs),
  );
  container.bind(exchangeRatesTokens.getExchangeRates).toDynamicValue((ctx) => makeGetExchangeRates({ rates: resolve(ctx, exchangeRatesTokens.exchangeRateStore) }));
  container.bind(exchangeRatesTokens.updateExchangeRates).toDynamicValue((ctx) =>
    makeUpdateExchangeRates({
      rates: resolve(ctx, exchangeRatesTokens.exchangeRateStore),
      clock: resolve(ctx, tokens.clock),
      unitOfWork: resolve(ctx, tokens.transactions),
    }),
  );
};
