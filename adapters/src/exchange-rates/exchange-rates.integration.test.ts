import { MemoryExchangeRates } from "@kominote/core/testing/exchange-rate-doubles";
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { countingMembers } from "../memory/twin-fixtures";
import { emptyFoundationTables, knexFixtures } from "../services/knex-fixtures";
import { exchangeRateStoreContract, type AuditedRateChange, type ExchangeRateHarness } from "./exchange-rate-store.contract";
import { KnexExchangeRateStore } from "./knex-exchange-rate-store";

/** The database as installed: only the first version (the one migration 0013 wrote) is kept. */
const harnessOn = async (db: Knex): Promise<ExchangeRateHarness> => {
  await db("exchange_rates").whereRaw("id > (select min(id) from exchange_rates)").delete();
  await db("audit_log").delete();
  await emptyFoundationTables(db);
  const given = knexFixtures(db);
  return {
    store: new KnexExchangeRateStore(db),
    given: {
      member: () => given.addMember({ joinedServiceId: null }),
      versionCount: async () => Number(((await db("exchange_rates").count({ count: "*" }).first()) as { count: number | string }).count),
      auditedChanges: async () =>
        (
          (await db("audit_log").where({ action: "updateRates" }).orderBy("id").select("actor_id", "subject_kind", "details")) as {
            actor_id: number;
            subject_kind: string;
            details: { previous: unknown; rates: unknown };
          }[]
        ).map((row): AuditedRateChange => ({ actorId: row.actor_id, previous: row.details.previous, rates: row.details.rates })),
    },
  };
};

/** The in-memory twin the use-case tests rely on, held to the same promises. */
const memoryHarness = async (): Promise<ExchangeRateHarness> => {
  const store = new MemoryExchangeRates();
  return {
    store,
    given: {
      member: countingMembers(),
      versionCount: async () => store.versions.length,
      auditedChanges: async () => store.audit.map((entry) => ({ actorId: entry.actorId, ...(entry.details as { previous: unknown; rates: unknown }) })),
    },
  };
};

describe("ExchangeRateStore in memory", () => exchangeRateStoreContract(memoryHarness));

describe.each(testDatabaseTargets())("exchange rates on $name", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  describe("ExchangeRateStore", () => exchangeRateStoreContract(() => harnessOn(database.db)));

  it("refuses a rate that is zero, negative, not a number or infinite, whoever writes it", async () => {
    const { db } = database;
    const row = { htg: 132.5, eur: 0.85, cad: 1.35, gbp: 0.75, dop: 55.5 };
    for (const wrong of [{ htg: 0 }, { eur: -0.85 }, { cad: Number.NaN }, { dop: Number.POSITIVE_INFINITY }]) {
      await expect(db("exchange_rates").insert({ ...row, ...wrong })).rejects.toThrow(/exchange_rates_positive/);
    }
  });

  it("writes the rates and their audit entry together: an unknown admin leaves neither", async () => {
    await harnessOn(database.db);
    const store = new KnexExchangeRateStore(database.db);
    const before = await store.current();
    await expect(
      store.append({ rates: { ...before.rates, HTG: 140 }, updatedBy: 2_000_000_000, at: new Date("2026-04-02T08:30:00.000Z") }),
    ).rejects.toThrow();
    expect(await store.current()).toEqual(before);
  });
});
