import type { Knex } from "knex";

/*
 * Idempotency keys (decision 0034): one row per member and key, holding a fingerprint of the
 * first request and, once it is answered, its status and body, replayed to every repeat for a day.
 * A row without a status is a request still running. The expired-rows clean-up deletes old rows.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("idempotency_keys", (table) => {
    table.integer("member_id").notNullable().references("id").inTable("users").onDelete("CASCADE");
    table.string("key", 128).notNullable();
    table.string("fingerprint", 64).notNullable();
    table.smallint("status");
    table.text("body");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(["member_id", "key"]);
  });
  await knex.raw("create index idempotency_keys_created_idx on idempotency_keys (created_at)");
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable("idempotency_keys");
};
