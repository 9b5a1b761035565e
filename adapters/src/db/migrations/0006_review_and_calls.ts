import type { Knex } from "knex";

/*
 * Call requests to contributors who allowed direct contact, and the moderation audit log.
 * Both are append-only: nothing in the product updates or deletes their rows.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("call_requests", (table) => {
    table.increments("id");
    table.integer("contribution_id").notNullable().references("contributions.id").onDelete("CASCADE");
    table.integer("requester_id").notNullable().references("users.id").onDelete("CASCADE");
    table.text("caller_name").notNullable();
    table.text("caller_phone").notNullable();
    table.text("message");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // The daily limit counts one member's requests since the start of the day.
    table.index(["requester_id", "created_at"]);
    table.index(["contribution_id"]);
  });

  await knex.schema.createTable("audit_log", (table) => {
    table.bigIncrements("id");
    table.integer("actor_id").notNullable().references("users.id");
    table.text("action").notNullable();
    table.text("subject_kind");
    table.integer("subject_id");
    table.text("reason");
    table.jsonb("details");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Read newest first, a page at a time; and everything that happened to one submission.
  await knex.raw("create index audit_log_created_idx on audit_log (created_at desc, id desc)");
  await knex.raw("create index audit_log_subject_idx on audit_log (subject_kind, subject_id)");
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable("audit_log");
  await knex.schema.dropTable("call_requests");
};
