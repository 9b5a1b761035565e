import type { Knex } from "knex";
import { lockKeys, whileHoldingLock } from "../instances/once-across-instances";
import { migrationSource } from "./migrations/index";

/**
 * Brings the schema up to date; run at every start. Already applied migrations are skipped.
 * Returns the names of the migrations applied by this call (none when already up to date).
 */
export const migrateToLatest = async (db: Knex): Promise<string[]> => {
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
};

/**
 * As the server migrates at start: under the start-up advisory lock, so a command run while
 * instances start (or another command) waits its turn instead of racing them on one PostgreSQL.
 */
export const migrateUnderStartUpLock = (db: Knex): Promise<string[]> => whileHoldingLock(db, lockKeys.startUp, () => migrateToLatest(db));

/** Undoes every applied migration, newest first (tests and local resets only). */
export const rollbackAll = async (db: Knex): Promise<void> => {
  await db.migrate.rollback({ migrationSource }, true);
};
