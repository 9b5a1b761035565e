import { regions } from "@kominote/core/schemas/locations";
import type { Knex } from "knex";

const quoted = (values: readonly string[]): string => values.map((value) => `'${value}'`).join(", ");

/*
 * Members' places on the map (decision 0022). A place waits for a moderator as an agency does
 * (status, reason, reviewer). `name_key` is the name folded by core's placeNameKey (accents and
 * case away), so the name order and the search read the same column on PGlite and PostgreSQL
 * whatever their collation; `region` is computed from the coordinates by core's regionOf.
 *
 * Every list is keyset-paginated on an index that ends with the id, so a page costs the same
 * at place 40,000 as at place 1: the public name order (status, name_key, id), the newest
 * (status, created_at, id, also the review queue oldest first), a region (status, region,
 * name_key, id), the map's viewport (status, latitude, longitude: a range on latitude, the
 * longitude checked in the index), the author's own list (author_id, created_at, id).
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("places", (table) => {
    table.increments("id");
    table.integer("author_id").notNullable().references("users.id");
    table.text("name").notNullable();
    table.text("name_key").notNullable();
    table.text("description");
    table.text("photo_url");
    table.double("latitude").notNullable();
    table.double("longitude").notNullable();
    table.text("region").notNullable();
    table.text("status").notNullable().defaultTo("pending");
    table.text("rejection_reason");
    table.integer("reviewed_by").references("users.id");
    table.timestamp("reviewed_at", { useTz: true });
    // Whole milliseconds: the "recent" cursor carries the time in milliseconds, and a finer stored
    // time would let two places of the same millisecond fall between two pages.
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.raw("date_trunc('milliseconds', now())"));
    table.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check(`region in (${quoted(regions)})`, [], "places_region");
    table.check("status in ('pending', 'approved', 'rejected')", [], "places_status");
    // Haiti's box with its margin (core/src/rules/haiti-area.ts): the schema refuses the rest first.
    table.check("latitude between 17.5 and 20.5 and longitude between -75 and -71.3", [], "places_in_haiti");
  });
  await knex.raw("create index places_status_name_idx on places (status, name_key, id)");
  await knex.raw("create index places_status_created_idx on places (status, created_at, id)");
  await knex.raw("create index places_status_region_name_idx on places (status, region, name_key, id)");
  await knex.raw("create index places_status_position_idx on places (status, latitude, longitude)");
  await knex.raw("create index places_author_created_idx on places (author_id, created_at, id)");
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable("places");
};
