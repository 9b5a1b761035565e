import type { Knex } from "knex";

/*
 * The foundation: public-service areas with their tasks, members, forums and contributions.
 * Languages are listed here rather than imported so this migration never changes after release.
 */
const languages = ["ht", "fr", "en", "es", "pt"];

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("services", (table) => {
    table.increments("id");
    table.text("slug").notNullable().unique();
    table.text("color").notNullable();
    table.text("image_url");
    table.integer("position").notNullable();
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check("color ~ '^#[0-9a-f]{6}$'", [], "services_color_hex");
  });

  await knex.schema.createTable("service_translations", (table) => {
    table.integer("service_id").notNullable().references("services.id").onDelete("CASCADE");
    table.text("language").notNullable().checkIn(languages);
    table.text("name").notNullable();
    table.text("description").notNullable();
    table.primary(["service_id", "language"]);
  });

  await knex.schema.createTable("tasks", (table) => {
    table.increments("id");
    table.integer("service_id").notNullable().references("services.id").onDelete("CASCADE");
    table.integer("position").notNullable();
    table.text("type").notNullable();
    table.boolean("is_prerequisite").notNullable().defaultTo(false);
    table.boolean("location_required").notNullable().defaultTo(false);
    table.integer("max_contributors").checkPositive();
    // Also the index behind "tasks of a service in order".
    table.unique(["service_id", "position"]);
  });

  await knex.schema.createTable("task_translations", (table) => {
    table.integer("task_id").notNullable().references("tasks.id").onDelete("CASCADE");
    table.text("language").notNullable().checkIn(languages);
    table.text("title").notNullable();
    table.text("description").notNullable();
    table.primary(["task_id", "language"]);
  });

  await knex.schema.createTable("users", (table) => {
    table.increments("id");
    table.text("full_name").notNullable();
    table.text("email").unique();
    table.text("phone_number").unique();
    table.text("address");
    table.text("bio");
    table.text("profile_photo");
    // The member number (KDS-0000123-4), shown as the username and never edited.
    table.text("username").notNullable().unique();
    table.integer("joined_service_id").references("services.id").onDelete("SET NULL");
    table.date("birthday");
    table.text("role").notNullable().defaultTo("member").checkIn(["member", "moderator", "admin"]);
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(["joined_service_id"]);
  });

  await knex.schema.createTable("forums", (table) => {
    table.increments("id");
    table.integer("service_id").notNullable().references("services.id").onDelete("CASCADE");
    table.text("title").notNullable();
    table.text("description").notNullable().defaultTo("");
    table.boolean("is_pinned").notNullable().defaultTo(false);
    table.integer("creator_id").notNullable().references("users.id");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Moderators hide forums with a reason; they are never deleted.
    table.timestamp("hidden_at", { useTz: true });
  });
  // Lists only ever read the forums that are still visible.
  await knex.raw(
    "create index forums_visible_by_service on forums (service_id, created_at desc) where hidden_at is null",
  );

  await knex.schema.createTable("contributions", (table) => {
    table.increments("id");
    table.integer("task_id").notNullable().references("tasks.id");
    table.integer("user_id").notNullable().references("users.id");
    table
      .text("status")
      .notNullable()
      .defaultTo("pending")
      .checkIn(["pending", "approved", "rejected"]);
    table.text("notes");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(["task_id"]);
    table.index(["user_id"]);
  });
};

export const down = async (knex: Knex): Promise<void> => {
  for (const table of [
    "contributions",
    "forums",
    "users",
    "task_translations",
    "tasks",
    "service_translations",
    "services",
  ]) {
    await knex.schema.dropTable(table);
  }
};
