import type { Knex } from "knex";
import { afterAll, beforeAll, describe } from "vitest";
import { testDatabaseTargets, type TestDatabase, type TestDatabaseTarget } from "./test-database";

/**
 * Registers a port's contract suite against its in-memory twin, embedded PGlite, and the
 * PostgreSQL server when TEST_DATABASE_URL is set. Each harness must start from empty storage;
 * one database is opened per backend and file. For a file that also tests the database adapter
 * alone, run the contract inside that file's own `describe.each(testDatabaseTargets())` instead.
 */
export const contractOnEveryBackend = <Harness>(
  port: string,
  contract: (fresh: () => Promise<Harness>) => void,
  harnesses: { readonly memory: () => Promise<Harness>; readonly database: (db: Knex) => Promise<Harness> },
): void => {
  describe(`${port} in memory`, () => contract(harnesses.memory));
  describe.each(testDatabaseTargets())(`${port} on $name`, (target) => {
    const db = openedFor(target);
    contract(() => harnesses.database(db()));
  });
};

/** Opens the target's database before the describe's tests and closes it after them; the database while open. */
export const openedFor = (target: TestDatabaseTarget): (() => Knex) => {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database?.close());
  return () => {
    if (database === undefined) throw new Error(`${target.name} used before it was opened`);
    return database.db;
  };
};
