import type { Knex } from "knex";

/*
 * Accounts: the member fields registration fills, the member-number sequence, sessions and
 * sign-in codes. Tokens and codes are stored only as keyed hashes (hex), never in clear.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable("users", (table) => {
    table.jsonb("skills").notNullable().defaultTo(knex.raw("'[]'::jsonb"));
    table.text("primary_service");
    table.timestamp("email_verified_at", { useTz: true });
    table.text("password_hash");
  });
  // Member numbers are never reused, even when a registration fails after taking one.
  await knex.raw("create sequence member_number_seq start with 1");

  await knex.schema.createTable("sessions", (table) => {
    // The primary key is the index every request's session lookup uses.
    table.text("token_hash").primary();
    table.integer("user_id").notNullable().references("users.id").onDelete("CASCADE");
    table.timestamp("created_at", { useTz: true }).notNullable();
    table.timestamp("last_active_at", { useTz: true }).notNullable();
    table.timestamp("expires_at", { useTz: true }).notNullable();
    table.index(["user_id"]);
  });

  // One row per contact ("email:a@b.c" or "phone:+50912345678"), known to the members or not,
  // so the answers never tell whether an account uses it.
  await knex.schema.createTable("login_codes", (table) => {
    table.text("contact").primary();
    table.text("code_hash");
    table.timestamp("expires_at", { useTz: true });
    // Wrong tries, counted per contact across codes while the window lasts.
    table.integer("failures").notNullable().defaultTo(0);
    table.timestamp("failures_since", { useTz: true });
  });

  // Each code sent, for the per-contact sending limits (1 a minute, 5 an hour).
  await knex.schema.createTable("login_code_sends", (table) => {
    table.bigIncrements("id");
    table.text("contact").notNullable();
    table.timestamp("sent_at", { useTz: true }).notNullable();
    table.index(["contact", "sent_at"]);
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable("login_code_sends");
  await knex.schema.dropTable("login_codes");
  await knex.schema.dropTable("sessions");
  await knex.raw("drop sequence member_number_seq");
  await knex.schema.alterTable("users", (table) => {
    table.dropColumns("skills", "primary_service", "email_verified_at", "password_hash");
  });
};
