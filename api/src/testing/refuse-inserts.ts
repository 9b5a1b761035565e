import type { Database } from "../tokens";

/**
 * Makes every insert into `table` fail (a trigger raising an error) until the returned function
 * is called: a failure injected into the middle of a use case's writes, on PGlite as on PostgreSQL.
 */
export const refuseInsertsInto = async (database: Database, table: string): Promise<() => Promise<void>> => {
  await database.raw(`create or replace function refuse_insert_for_test() returns trigger language plpgsql as $$
    begin raise exception 'insert refused by the test'; end $$`);
  await database.raw(`create trigger refuse_insert_for_test before insert on ?? for each row execute function refuse_insert_for_test()`, [table]);
  return async () => {
    await database.raw("drop trigger refuse_insert_for_test on ??", [table]);
  };
};
