import type { Clock } from "@kominote/core/ports/clock";
import type { ExchangeRateStore, ExchangeRateVersion, NewExchangeRates } from "@kominote/core/ports/exchange-rate-store";
import { ShortMemo } from "../cache/short-memo";

/**
 * Every converter visit reads the rates, which change a few times a day at most. The current
 * version is served from memory for `ttlMs` (decision 0011); an update made through this store
 * forgets it before and after writing, so the next read shows the new rates at once. A change
 * from another process (the admin command) is seen within `ttlMs`.
 */
export class CachedExchangeRates implements ExchangeRateStore {
  readonly #current: ShortMemo<ExchangeRateVersion>;

  constructor(
    private readonly store: ExchangeRateStore,
    clock: Clock,
    ttlMs: number,
  ) {
    this.#current = new ShortMemo(clock, ttlMs, 1);
  }

  current(): Promise<ExchangeRateVersion> {
    return this.#current.get("current", () => this.store.current());
  }

  append(next: NewExchangeRates): Promise<ExchangeRateVersion> {
    return this.#current.writing("current", () => this.store.append(next));
  }
}
