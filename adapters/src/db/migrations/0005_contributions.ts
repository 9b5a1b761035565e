import type { Knex } from "knex";

/*
 * Contributions as the six-step wizard submits them (contact, website, position, review fields),
 * and the files members upload before submitting, referenced by id and attached once.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable("contributions", (table) => {
    table.text("address");
    table.text("phone_number");
    table.text("contact_notes");
    table.boolean("has_contact_info").notNullable().defaultTo(false);
    table.boolean("allow_direct_contact").notNullable().defaultTo(false);
    table.text("website_url");
    table.double("user_latitude");
    table.double("user_longitude");
    table.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Filled by a moderator's review.
    table.text("rejection_reason");
    table.timestamp("reviewed_at", { useTz: true });
    table.integer("reviewed_by").references("users.id").onDelete("SET NULL");
  });
  // The review queue (oldest pending first), "my contributions" (newest first), a task's public list.
  await knex.raw("create index contributions_status_created_idx on contributions (status, created_at)");
  await knex.raw("create index contributions_user_created_idx on contributions (user_id, created_at desc, id desc)");
  await knex.raw("create index contributions_task_status_idx on contributions (task_id, status, created_at desc)");

  await knex.schema.createTable("uploads", (table) => {
    table.uuid("id").primary();
    table.integer("user_id").notNullable().references("users.id").onDelete("CASCADE");
    table.text("kind").notNullable().checkIn(["media", "pdf"]);
    table.text("content_type").notNullable();
    table.text("storage_key").notNullable().unique();
    table.integer("byte_size").notNullable().checkPositive();
    // As the member's device named it, cleaned; shown only, never used to find or type the file.
    table.text("original_name").notNullable().defaultTo("");
    table.integer("contribution_id").references("contributions.id").onDelete("SET NULL");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(["user_id", "created_at"]);
  });
  // A contribution's files, in the order they were uploaded.
  await knex.raw(
    "create index uploads_contribution_idx on uploads (contribution_id, created_at) where contribution_id is not null",
  );
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable("uploads");
  await knex.raw("drop index contributions_task_status_idx");
  await knex.raw("drop index contributions_user_created_idx");
  await knex.raw("drop index contributions_status_created_idx");
  await knex.schema.alterTable("contributions", (table) => {
    for (const column of [
      "reviewed_by",
      "reviewed_at",
      "rejection_reason",
      "updated_at",
      "user_longitude",
      "user_latitude",
      "website_url",
      "allow_direct_contact",
      "has_contact_info",
      "contact_notes",
      "phone_number",
      "address",
    ]) {
      table.dropColumn(column);
    }
  });
};
