import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../ports/clock";
import type { UpdateExchangeRatesRequest } from "../schemas/exchange-rates";
import { MemoryExchangeRates } from "../testing/exchange-rate-doubles";
import { makeUpdateExchangeRates } from "./update-exchange-rates";
import { immediateUnitOfWork } from "../ports/unit-of-work";

const installedAt = new Date("2026-03-01T12:00:00.000Z");
const now = new Date("2026-04-02T08:30:00.000Z");
const newRates = { HTG: 135, EUR: 0.86, CAD: 1.36, GBP: 0.74, DOP: 58 };

const setup = () => {
  const store = new MemoryExchangeRates(installedAt);
  const update = makeUpdateExchangeRates({ rates: store, clock: fixedClock(now), unitOfWork: immediateUnitOfWork });
  const run = (rates: unknown, adminId: number | null = 9) =>
    Effect.runPromise(Effect.result(update({ rates: rates as UpdateExchangeRatesRequest["rates"], adminId })));
  return { store, run };
};

describe("updateExchangeRates", () => {
  it("appends the new rates dated now, keeps the previous ones, and answers them as the API shows them", async () => {
    const { store, run } = setup();
    const result = await run(newRates);
    expect(Result.isSuccess(result) && result.success).toEqual({
      base: "USD",
      rates: { ...newRates, USD: 1 },
      updatedAt: "2026-04-02T08:30:00.000Z",
    });
    expect(store.versions.map((version) => [version.rates.HTG, version.updatedAt.toISOString(), version.updatedBy])).toEqual([
      [132.5, "2026-03-01T12:00:00.000Z", null],
      [135, "2026-04-02T08:30:00.000Z", 9],
    ]);
  });

  it("writes the admin's updateRates audit entry with the previous rates", async () => {
    const { store, run } = setup();
    await run(newRates);
    expect(store.audit).toEqual([
      {
        actorId: 9,
        action: "updateRates",
        subjectKind: "exchangeRates",
        subjectId: 2,
        reason: null,
        details: { previous: { HTG: 132.5, USD: 1, EUR: 0.85, CAD: 1.35, GBP: 0.75, DOP: 55.5 }, rates: { ...newRates, USD: 1 } },
        at: now,
      },
    ]);
  });

  it("keeps a change from the server's command line in the history without a member", async () => {
    const { store, run } = setup();
    expect(Result.isSuccess(await run(newRates, null))).toBe(true);
    expect(store.versions.at(-1)?.updatedBy).toBeNull();
    expect(store.audit).toEqual([]);
  });

  it("accepts USD sent as 1, the base", async () => {
    const { run } = setup();
    expect(Result.isSuccess(await run({ ...newRates, USD: 1 }))).toBe(true);
  });

  it.each([
    ["a negative rate", { ...newRates, EUR: -0.86 }, { "rates.EUR": "validation.rate.invalid" }],
    ["a zero rate", { ...newRates, HTG: 0 }, { "rates.HTG": "validation.rate.invalid" }],
    ["a rate above a million", { ...newRates, DOP: 1_000_001 }, { "rates.DOP": "validation.rate.invalid" }],
    ["a rate that is not a number", { ...newRates, GBP: Number.NaN }, { "rates.GBP": "validation.rate.invalid" }],
    ["a rate given as text", { ...newRates, CAD: "1.36" }, { "rates.CAD": "validation.rate.invalid" }],
    ["USD other than 1", { ...newRates, USD: 2 }, { "rates.USD": "validation.rate.usdIsOne" }],
    ["a missing currency", { HTG: 135, EUR: 0.86, CAD: 1.36, GBP: 0.74 }, { "rates.DOP": "errors.field.required" }],
  ])("refuses %s, names it, and changes nothing", async (_what, rates, fields) => {
    const { store, run } = setup();
    const result = await run(rates);
    expect(Result.isFailure(result) && result.failure).toMatchObject({ code: "REQUEST.INVALID", messageKey: "errors.request.invalid", fields });
    expect(store.versions).toHaveLength(1);
    expect(store.audit).toEqual([]);
  });
});
