import type { Database } from "../tokens";

/**
 * Makes every `operation` on `table` fail (a trigger raising an error) until the returned function
 * is called: a failure injected into the middle of a use case's writes, on PGlite as on PostgreSQL.
 */
const refuse = async (database: Database, table: string, operation: "insert" | "update"): Promise<() => Promise<void>> => {
  await database.raw(`create or replace function refuse_write_for_test() returns trigger language plpgsql as $$
    begin raise exception '${operation} refused by the test'; end $$`);
  await database.raw(`create trigger refuse_write_for_test before ${operation} on ?? for each row execute function refuse_write_for_test()`, [table]);
  return async () => {
    await database.raw("drop trigger refuse_write_for_test on ??", [table]);
  };
};

/** Refuses every insert into `table` until the returned function is called. */
export const refuseInsertsInto = (database: Database, table: string): Promise<() => Promise<void>> => refuse(database, table, "insert");

/** What `call` answers while every `operation` on `table` is refused; allowed again afterwards, whatever happens. */
export const whileRefusing = async <T>(
  database: Database,
  { table, operation = "insert" }: { table: string; operation?: "insert" | "update" },
  call: () => Promise<T>,
): Promise<T> => {
  const allowAgain = await refuse(database, table, operation);
  try {
    return await call();
  } finally {
    await allowAgain();
  }
};
