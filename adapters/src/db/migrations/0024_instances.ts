import type { Knex } from "knex";

/**
 * What several server instances on one PostgreSQL share (decision 0030): the session key made once,
 * request counts for the rate limits, when each periodic job last ran, event payloads too large for a NOTIFY, and who is present.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("server_secrets", (table) => {
    table.text("name").primary();
    table.text("value").notNullable();
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable("rate_limit_hits", (table) => {
    table.text("key").primary();
    table.integer("hits").notNullable();
    table.timestamp("expires_at", { useTz: true }).notNullable();
    // The clean-up deletes expired rows by this index.
    table.index(["expires_at"], "rate_limit_hits_expires_at");
  });
  await knex.schema.createTable("event_payloads", (table) => {
    table.bigIncrements("id");
    table.text("payload").notNullable();
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(["created_at"], "event_payloads_created_at");
  });
  // One row per periodic job: when it last ran anywhere, and how often, so it runs once per period.
  await knex.schema.createTable("periodic_jobs", (table) => {
    table.text("name").primary();
    table.timestamp("last_run_at", { useTz: true }).notNullable();
    table.bigInteger("runs").notNullable().defaultTo(0);
  });
  await knex.schema.createTable("presence", (table) => {
    table.text("room").notNullable();
    table.text("member").notNullable();
    table.timestamp("expires_at", { useTz: true }).notNullable();
    table.primary(["room", "member"]);
    table.index(["room", "expires_at"], "presence_room_expires_at");
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable("presence");
  await knex.schema.dropTable("periodic_jobs");
  await knex.schema.dropTable("event_payloads");
  await knex.schema.dropTable("rate_limit_hits");
  await knex.schema.dropTable("server_secrets");
};
