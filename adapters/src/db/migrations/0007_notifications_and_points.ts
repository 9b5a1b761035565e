import type { Knex } from "knex";

/*
 * Notifications, moderators' announcements, and the points ledger (DECISIONS 4) with the running
 * total of each member kept beside it, so totals and ranks never scan the ledger.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("announcements", (table) => {
    table.increments("id");
    table.integer("sender_id").notNullable().references("users.id");
    table.integer("service_id").references("services.id").onDelete("SET NULL");
    table.text("title").notNullable();
    table.text("message").notNullable();
    table.timestamp("created_at", { useTz: true }).notNullable();
  });

  await knex.schema.createTable("notifications", (table) => {
    table.increments("id");
    table.integer("user_id").notNullable().references("users.id").onDelete("CASCADE");
    table.text("type").notNullable().checkIn(["task_response", "call_request", "system_announcement", "other"]);
    // A NotificationText: {"key", "params"} rendered in the reader's language, or {"literal"} as written.
    table.jsonb("title").notNullable();
    table.jsonb("message").notNullable();
    table.text("reference_kind");
    table.integer("reference_id");
    table.boolean("is_read").notNullable().defaultTo(false);
    table.timestamp("created_at", { useTz: true }).notNullable();
  });
  // The panel's list, newest first; the partial index keeps unread counts and mark-all-read small.
  await knex.raw("create index notifications_user_created_idx on notifications (user_id, created_at desc, id desc)");
  await knex.raw("create index notifications_user_unread_idx on notifications (user_id) where not is_read");

  await knex.schema.createTable("points_ledger", (table) => {
    table.bigIncrements("id");
    table.integer("user_id").notNullable().references("users.id").onDelete("CASCADE");
    table.text("action").notNullable();
    table.integer("points").notNullable();
    table.text("reference_kind").notNullable();
    table.integer("reference_id").notNullable();
    table.timestamp("created_at", { useTz: true }).notNullable();
    // A retried award of the same thing records nothing the second time.
    table.unique(["user_id", "action", "reference_kind", "reference_id"], { indexName: "points_ledger_award_unique" });
  });
  // Weekly points, recent awards and daily caps all read one member's lines from a point in time.
  await knex.raw("create index points_ledger_user_created_idx on points_ledger (user_id, created_at desc)");

  await knex.schema.createTable("member_points", (table) => {
    table.integer("user_id").primary().references("users.id").onDelete("CASCADE");
    table.integer("total_points").notNullable().defaultTo(0);
    table.timestamp("updated_at", { useTz: true }).notNullable();
  });
  // A rank is 1 + the members with more points: a range count on this index.
  await knex.raw("create index member_points_total_idx on member_points (total_points desc)");

  // An announcement to one service's members selects them by the service they joined.
  await knex.raw("create index users_joined_service_idx on users (joined_service_id) where joined_service_id is not null");
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw("drop index users_joined_service_idx");
  await knex.schema.dropTable("member_points");
  await knex.schema.dropTable("points_ledger");
  await knex.schema.dropTable("notifications");
  await knex.schema.dropTable("announcements");
};
