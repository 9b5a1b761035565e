import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { openDatabase } from "./database";
import { migrateToLatest } from "./migrate";

export interface TestDatabase {
  readonly db: Knex;
  /** Drops whatever the test created and closes the connection. */
  close(): Promise<void>;
}

export interface TestDatabaseTarget {
  readonly name: "pglite" | "postgres";
  open(options?: { migrate?: boolean }): Promise<TestDatabase>;
}

/**
 * The databases integration tests run against: always embedded PGlite (in memory), plus a real
 * PostgreSQL server when TEST_DATABASE_URL is set. On the server each test file gets its own
 * schema, dropped afterwards, so parallel runs never see each other's rows.
 */
export const testDatabaseTargets = (
  databaseUrl: string | undefined = process.env.TEST_DATABASE_URL,
): TestDatabaseTarget[] => [
  { name: "pglite", open: openEmbedded },
  ...(databaseUrl === undefined || databaseUrl === ""
    ? []
    : [
        {
          name: "postgres" as const,
          open: (options?: { migrate?: boolean }) => openIsolated(databaseUrl, options),
        },
      ]),
];

const openEmbedded = async ({ migrate = true } = {}): Promise<TestDatabase> => {
  const db = await openDatabase({ inMemory: true });
  if (migrate) await migrateToLatest(db);
  return { db, close: () => db.destroy() };
};

const openIsolated = async (databaseUrl: string, { migrate = true } = {}): Promise<TestDatabase> => {
  const schema = `test_${process.pid}_${randomBytes(6).toString("hex")}`;
  const db = await openDatabase({ databaseUrl, schema });
  await db.raw("create schema ??", [schema]);
  if (migrate) await migrateToLatest(db);
  return {
    db,
    close: async () => {
      try {
        await db.raw("drop schema ?? cascade", [schema]);
      } finally {
        await db.destroy();
      }
    },
  };
};
