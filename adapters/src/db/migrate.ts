import type { Knex } from "knex";
import { migrationSource } from "./migrations/index";

/**
 * Brings the schema up to date; run at every start. Already applied migrations are skipped.
 * Returns the names of the migrations applied by this call (none when already up to date).
 */
export const migrateToLatest = async (db: Knex): Promise<string[]> => {
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
};

/** Undoes every applied migration, newest first (tests and local resets only). */
export const rollbackAll = async (db: Knex): Promise<void> => {
  await db.migrate.rollback({ migrationSource }, true);
};
