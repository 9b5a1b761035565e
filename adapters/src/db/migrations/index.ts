import type { Knex } from "knex";
import * as foundation from "./0001_foundation";

interface NamedMigration extends Knex.Migration {
  readonly name: string;
}

/*
 * Every migration, in order, listed by hand: a bundled server has no migrations folder to scan.
 * Append new ones at the end; never rename or edit one that has shipped.
 */
const migrations: readonly NamedMigration[] = [{ name: "0001_foundation", ...foundation }];

export const migrationSource: Knex.MigrationSource<NamedMigration> = {
  getMigrations: async () => [...migrations],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};
