import { connectionStatuses, connectionTypes } from "@kominote/core/schemas/connection-points";
import { safePlaceCategories } from "@kominote/core/schemas/safe-places";
import type { Knex } from "knex";

const quoted = (values: readonly string[]): string => values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");

/** What every reported place is: a name, a description, where it is. */
const placeColumns = (table: Knex.CreateTableBuilder): void => {
  table.increments("id");
  table.text("name").notNullable();
  table.text("description").notNullable();
  table.double("latitude").notNullable();
  table.double("longitude").notNullable();
  table.text("address").notNullable();
};

/** What both kinds of reported place keep besides their own fields (decision 0024). */
const reportedColumns = (knex: Knex, table: Knex.CreateTableBuilder, name: string): void => {
  // The name, address and description with accents and case set aside, as the search reads them.
  table.text("search_text").notNullable();
  table.text("status").notNullable().defaultTo("pending");
  table.text("rejection_reason");
  table.integer("reported_by").notNullable().references("users.id");
  table.integer("reviewed_by").references("users.id");
  table.timestamp("reviewed_at", { useTz: true });
  table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  table.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  table.check("status in ('pending', 'approved', 'rejected')", [], `${name}_status`);
  // The coordinates a member may type (core/src/rules/haiti-area.ts), checked again here.
  table.check("latitude between 17.5 and 20.5 and longitude between -75 and -71.3", [], `${name}_in_haiti`);
};

/**
 * The lists' queries: approved places of a kind (the status, kind index, also the connection
 * map's figures), the reader's own (the reporter index; Postgres ORs the two), the review queue
 * (pending, oldest first).
 */
const reportedIndexes = async (knex: Knex, name: string, kindColumn: string): Promise<void> => {
  await knex.raw(`create index ${name}_status_kind_idx on ${name} (status, ${kindColumn})`);
  await knex.raw(`create index ${name}_reported_by_idx on ${name} (reported_by, ${kindColumn})`);
  await knex.raw(`create index ${name}_status_created_idx on ${name} (status, created_at, id)`);
};

/*
 * Safe places and internet connection points members report, reviewed by moderators like
 * agencies (status, reason, reviewer): shown to every member once approved, to their reporter
 * before. No earlier migration held either: the specification's screens kept them in memory.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("safe_places", (table) => {
    placeColumns(table);
    table.text("category").notNullable();
    table.double("safety_rating").notNullable().defaultTo(0);
    // The tags, as a JSON array of strings.
    table.jsonb("tags").notNullable().defaultTo("[]");
    reportedColumns(knex, table, "safe_places");
    table.check(`category in (${quoted(safePlaceCategories)})`, [], "safe_places_category");
    table.check("safety_rating between 0 and 5", [], "safe_places_safety_rating");
  });
  await reportedIndexes(knex, "safe_places", "category");

  await knex.schema.createTable("connection_points", (table) => {
    placeColumns(table);
    table.text("connection_type").notNullable();
    table.double("speed").notNullable();
    table.double("reliability").notNullable().defaultTo(0);
    table.boolean("is_public").notNullable().defaultTo(true);
    table.boolean("is_free").notNullable().defaultTo(true);
    table.text("requirements");
    // Whether it works (active, intermittent, inactive): `status` is its review, as for every reviewed kind.
    table.text("connection_status").notNullable().defaultTo("active");
    table.timestamp("last_tested", { useTz: true });
    reportedColumns(knex, table, "connection_points");
    table.check(`connection_type in (${quoted(connectionTypes)})`, [], "connection_points_type");
    table.check(`connection_status in (${quoted(connectionStatuses)})`, [], "connection_points_connection_status");
    table.check("speed between 0 and 100000", [], "connection_points_speed");
    table.check("reliability between 0 and 5", [], "connection_points_reliability");
    // A free point asks nothing.
    table.check("not is_free or requirements is null", [], "connection_points_free_requirements");
  });
  await reportedIndexes(knex, "connection_points", "connection_type");
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable("connection_points");
  await knex.schema.dropTable("safe_places");
};
