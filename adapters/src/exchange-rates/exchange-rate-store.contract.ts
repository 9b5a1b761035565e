import type { ExchangeRateStore } from "@kominote/core/ports/exchange-rate-store";
import { defaultExchangeRates, type ExchangeRates } from "@kominote/core/rules/currency";
import { beforeEach, expect, it } from "vitest";

/** One "updateRates" entry of the audit log. */
export interface AuditedRateChange {
  readonly actorId: number;
  readonly previous: unknown;
  readonly rates: unknown;
}

/** The store under test as a new installation has it, and ways to fill and inspect it. */
export interface ExchangeRateHarness {
  readonly store: ExchangeRateStore;
  readonly given: {
    /** A new member (the admin setting rates). */
    member(): Promise<number>;
    /** How many versions the history holds. */
    versionCount(): Promise<number>;
    /** The audit log's rate changes, oldest first. */
    auditedChanges(): Promise<AuditedRateChange[]>;
  };
}

const march = new Date("2026-03-02T14:00:00.000Z");
const april = new Date("2026-04-02T08:30:00.000Z");
const rates = (htg: number): ExchangeRates => ({ HTG: htg, USD: 1, EUR: 0.86, CAD: 1.36, GBP: 0.74, DOP: 58.25 });

/**
 * The behaviour every ExchangeRateStore promises, registered inside the caller's describe block.
 * `fresh` must hand back the store as a new installation has it.
 */
export const exchangeRateStoreContract = (fresh: () => Promise<ExchangeRateHarness>): void => {
  let harness: ExchangeRateHarness;
  let admin: number;

  beforeEach(async () => {
    harness = await fresh();
    admin = await harness.given.member();
  });

  it("starts with the specification's rates, set by nobody, dated from the installation", async () => {
    const current = await harness.store.current();
    expect(current.rates).toEqual(defaultExchangeRates);
    expect(current.updatedBy).toBeNull();
    const age = Date.now() - current.updatedAt.getTime();
    expect(age).toBeGreaterThanOrEqual(-5_000);
    expect(age).toBeLessThan(10 * 60_000);
    expect(await harness.given.versionCount()).toBe(1);
  });

  it("answers the appended version, which is then in force with its date and its admin, to the last decimal", async () => {
    const appended = await harness.store.append({ rates: rates(131.0625), updatedBy: admin, at: april });
    expect(appended).toEqual({ rates: rates(131.0625), updatedAt: april, updatedBy: admin });
    expect(await harness.store.current()).toEqual(appended);
  });

  it("keeps every version: the newest is in force, none is rewritten", async () => {
    await harness.store.append({ rates: rates(134), updatedBy: admin, at: march });
    await harness.store.append({ rates: rates(135.5), updatedBy: null, at: april });
    expect(await harness.given.versionCount()).toBe(3);
    expect(await harness.store.current()).toEqual({ rates: rates(135.5), updatedAt: april, updatedBy: null });
  });

  it("puts the last appended version in force even when its date is earlier (a clock set back)", async () => {
    await harness.store.append({ rates: rates(134), updatedBy: admin, at: april });
    await harness.store.append({ rates: rates(133), updatedBy: admin, at: march });
    expect((await harness.store.current()).rates.HTG).toBe(133);
  });

  it("audits a member's change with the rates before and after, and not the command line's", async () => {
    await harness.store.append({ rates: rates(134), updatedBy: admin, at: march });
    await harness.store.append({ rates: rates(135), updatedBy: null, at: april });
    expect(await harness.given.auditedChanges()).toEqual([{ actorId: admin, previous: defaultExchangeRates, rates: rates(134) }]);
  });
};
