import { randomBytes } from "node:crypto";
import type { Knex } from "knex";

/**
 * The session key every instance on one PostgreSQL uses when SESSION_SECRET is not set: the first
 * instance to start offers a random key, the others' offers are dropped by ON CONFLICT, and every
 * instance reads back the one stored, so two starting together still agree. Returned as text for
 * SESSION_SECRET (44 base64 characters, 32 random bytes).
 */
export const sharedServerSecret = async (db: Knex, name = "session"): Promise<string> => {
  await db.raw("insert into server_secrets (name, value) values (?, ?) on conflict (name) do nothing", [
    name,
    randomBytes(32).toString("base64"),
  ]);
  const row = (await db("server_secrets").where({ name }).first("value")) as { value: string } | undefined;
  if (row === undefined) throw new Error(`server_secrets holds no "${name}" key after storing one`);
  return row.value;
};
