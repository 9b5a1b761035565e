import type { Knex } from "knex";
import * as foundation from "./0001_foundation";
import * as accounts from "./0002_accounts";
import * as registration from "./0003_registration";
import * as outbox from "./0004_outbox";

interface NamedMigration extends Knex.Migration {
  readonly name: string;
}

/*
 * Every migration, in order, listed by hand: a bundled server has no migrations folder to scan.
 * Append new ones at the end; never rename or edit one that has shipped.
 */
const migrations: readonly NamedMigration[] = [
  { name: "0001_foundation", ...foundation },
  { name: "0002_accounts", ...accounts },
  { name: "0003_registration", ...registration },
  { name: "0004_outbox", ...outbox },
];

export const migrationSource: Knex.MigrationSource<NamedMigration> = {
  getMigrations: async () => [...migrations],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};
