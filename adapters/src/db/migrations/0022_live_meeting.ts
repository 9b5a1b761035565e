import type { Knex } from "knex";

/*
 * The community meeting's broadcasts (decision 0028): one row per broadcast, who started and
 * stopped it and when. At most one is live: the partial unique index makes a second start while
 * live a conflict, so two moderators pressing start at once make one broadcast.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("live_broadcasts", (table) => {
    table.increments("id");
    table.integer("started_by").notNullable().references("users.id");
    table.timestamp("started_at", { useTz: true }).notNullable();
    table.integer("stopped_by").references("users.id");
    table.timestamp("stopped_at", { useTz: true });
  });
  await knex.raw("create unique index live_broadcasts_one_live_idx on live_broadcasts ((true)) where stopped_at is null");
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable("live_broadcasts");
};
