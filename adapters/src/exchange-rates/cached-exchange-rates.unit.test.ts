import type { Clock } from "@kominote/core/ports/clock";
import { defaultExchangeRates } from "@kominote/core/rules/currency";
import { MemoryExchangeRates } from "@kominote/core/testing/exchange-rate-doubles";
import { describe, expect, it } from "vitest";
import { CachedExchangeRates } from "./cached-exchange-rates";

const setup = () => {
  let now = Date.parse("2026-04-02T08:00:00.000Z");
  const clock: Clock = { now: () => new Date(now) };
  const store = new MemoryExchangeRates(new Date("2026-03-01T12:00:00.000Z"));
  let reads = 0;
  const counted = {
    current: () => {
      reads += 1;
      return store.current();
    },
    append: store.append.bind(store),
  };
  const cached = new CachedExchangeRates(counted, clock, 5_000);
  return { store, cached, reads: () => reads, advance: (ms: number) => (now += ms), clock };
};

const htgOf = async (cached: CachedExchangeRates) => (await cached.current()).rates.HTG;

describe("CachedExchangeRates", () => {
  it("answers a burst of converter visits with one read", async () => {
    const { cached, reads } = setup();
    await Promise.all(Array.from({ length: 50 }, () => cached.current()));
    expect(reads()).toBe(1);
  });

  it("reads again once the lifetime is over, so a change from another process shows", async () => {
    const { store, cached, advance } = setup();
    expect(await htgOf(cached)).toBe(132.5);
    await store.append({ rates: { ...defaultExchangeRates, HTG: 136 }, updatedBy: null, at: new Date() });
    advance(4_999);
    expect(await htgOf(cached)).toBe(132.5);
    advance(1);
    expect(await htgOf(cached)).toBe(136);
  });

  it("shows an update made through it at once", async () => {
    const { cached, clock } = setup();
    await cached.current();
    await cached.append({ rates: { ...defaultExchangeRates, HTG: 137.25 }, updatedBy: 3, at: clock.now() });
    expect(await htgOf(cached)).toBe(137.25);
  });

  it("forgets a failed read so the next visitor tries again", async () => {
    const { store, cached } = setup();
    store.failWith = new Error("database unavailable");
    await expect(cached.current()).rejects.toThrow("database unavailable");
    store.failWith = null;
    expect(await htgOf(cached)).toBe(132.5);
  });
});
