import { agencyTypes, departments } from "@kominote/core/schemas/agencies";
import type { Knex } from "knex";

const quoted = (values: readonly string[]): string => values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");

/*
 * The government agencies directory (decision 0019). Members add agencies that wait for a
 * moderator, as contributions do (status, reason, reviewer); the install's own real agencies are
 * seeded approved, marked `seeded`, with no submitter. What is not publicly known stays empty
 * (phone '') or null (e-mail, website), never invented.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("government_agencies", (table) => {
    table.increments("id");
    table.text("name").notNullable();
    table.text("type").notNullable();
    table.text("description").notNullable();
    // E.164, or empty when not publicly known.
    table.text("phone").notNullable().defaultTo("");
    table.text("email");
    table.text("address").notNullable();
    table.text("website");
    // The services the agency offers, as a JSON array of strings.
    table.jsonb("services").notNullable().defaultTo("[]");
    table.text("department").notNullable();
    table.text("status").notNullable().defaultTo("pending");
    table.text("rejection_reason");
    // The member who added it; null for the seeded directory.
    table.integer("submitted_by").references("users.id");
    table.boolean("seeded").notNullable().defaultTo(false);
    table.integer("reviewed_by").references("users.id");
    table.timestamp("reviewed_at", { useTz: true });
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check(`type in (${quoted(agencyTypes)})`, [], "government_agencies_type");
    table.check(`department in (${quoted(departments)})`, [], "government_agencies_department");
    table.check("status in ('pending', 'approved', 'rejected')", [], "government_agencies_status");
    table.check("phone = '' or phone ~ '^\\+[1-9][0-9]{6,14}$'", [], "government_agencies_phone_e164");
    // A member's submission names its member; only the seed has none.
    table.check("seeded or submitted_by is not null", [], "government_agencies_submitter");
  });
  // One agency of a name per department, case aside, among those listed or waiting: a rejected
  // submission does not stand in the way of a better one.
  await knex.raw(
    "create unique index government_agencies_name_department_key on government_agencies (lower(name), department) where status <> 'rejected'",
  );
  // The public list (approved, by name) and the review queue (pending, oldest first).
  await knex.raw("create index government_agencies_status_name_idx on government_agencies (status, name)");
  await knex.raw("create index government_agencies_status_created_idx on government_agencies (status, created_at, id)");
  await knex.raw("create index government_agencies_submitted_by_idx on government_agencies (submitted_by)");
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable("government_agencies");
};
