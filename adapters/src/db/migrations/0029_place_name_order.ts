import type { Knex } from "knex";

/*
 * The places' name order is the code point order of `name_key` on every server (decision 0037):
 * the column takes the "C" collation, so PostgreSQL compares the keys' UTF-8 bytes whatever the
 * database's own collation (an en_US one orders "a b" after "ab", ignoring the space), as the
 * server's memory of the approved places does. The name indexes are rebuilt by the change; the
 * rows are not rewritten.
 */

export const up = async (knex: Knex): Promise<void> => {
  await knex.raw(`alter table places alter column name_key type text collate "C"`);
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw(`alter table places alter column name_key type text collate "default"`);
};
