import type { Knex } from "knex";

/*
 * The places' name search (`name_key like '%…%'`) on a trigram index, where the database has
 * pg_trgm (decision 0022): a rare name is found in the index instead of by walking the name order
 * through tens of thousands of rows. Where the extension is missing or may not be created (the
 * embedded database loads none; a managed server may refuse it) the search keeps working as
 * before, unindexed: the attempt runs in a savepoint, so its failure leaves the migration whole.
 * Running the migrations again does not retry it: a later `create extension pg_trgm` by an
 * administrator needs the index created by hand, as `up` does.
 */

export const up = async (knex: Knex): Promise<void> => {
  const available = (await knex.raw("select 1 from pg_available_extensions where name = 'pg_trgm'")) as { rows: unknown[] };
  if (available.rows.length === 0) return;
  try {
    await knex.transaction(async (savepoint) => {
      // In public, not in the schema being migrated: the extension is the whole database's, and
      // dropping a schema it lived in would take every other schema's index with it.
      await savepoint.raw("create extension if not exists pg_trgm with schema public");
      const installed = (await savepoint.raw("select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'")) as {
        rows: { schema: string }[];
      };
      const schema = installed.rows[0]?.schema ?? "public";
      await savepoint.raw("create index if not exists places_name_trgm_idx on places using gin (name_key ??.gin_trgm_ops)", [schema]);
    });
  } catch {
    // Not allowed here (no superuser, extension files missing): the search stays unindexed.
  }
};

export const down = async (knex: Knex): Promise<void> => {
  // The extension stays: something else may use it, and dropping it needs more rights.
  await knex.raw("drop index if exists places_name_trgm_idx");
};
