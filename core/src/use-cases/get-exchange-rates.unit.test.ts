import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { MemoryExchangeRates } from "../testing/exchange-rate-doubles";
import { makeGetExchangeRates } from "./get-exchange-rates";

const installedAt = new Date("2026-03-01T12:00:00.000Z");

describe("getExchangeRates", () => {
  it("answers the specification's rates per US dollar, dated from the installation, on a new installation", async () => {
    const get = makeGetExchangeRates({ rates: new MemoryExchangeRates(installedAt) });
    expect(await Effect.runPromise(get())).toEqual({
      base: "USD",
      rates: { HTG: 132.5, USD: 1, EUR: 0.85, CAD: 1.35, GBP: 0.75, DOP: 55.5 },
      updatedAt: "2026-03-01T12:00:00.000Z",
    });
  });

  it("answers the newest version with its own date", async () => {
    const store = new MemoryExchangeRates(installedAt);
    await store.append({
      rates: { HTG: 135, USD: 1, EUR: 0.86, CAD: 1.36, GBP: 0.74, DOP: 58 },
      updatedBy: 4,
      at: new Date("2026-04-02T08:30:00.000Z"),
    });
    const rates = await Effect.runPromise(makeGetExchangeRates({ rates: store })());
    expect(rates).toEqual({
      base: "USD",
      rates: { HTG: 135, USD: 1, EUR: 0.86, CAD: 1.36, GBP: 0.74, DOP: 58 },
      updatedAt: "2026-04-02T08:30:00.000Z",
    });
  });

  it("lets a storage fault through as a defect (a 500), never as made-up rates", async () => {
    const store = new MemoryExchangeRates(installedAt);
    store.failWith = new Error("database unavailable");
    await expect(Effect.runPromise(makeGetExchangeRates({ rates: store })())).rejects.toThrow("database unavailable");
  });
});
