import type { Knex } from "knex";

/*
 * The leaderboard (DECISIONS 4): the views of members' ideas and forums, one per viewer per day,
 * and the ranked board itself, rebuilt set-based at most every few seconds (docs/decisions/0009)
 * so a request reads a few hundred rows and never aggregates the ledger or the contributions.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("content_views", (table) => {
    table.text("kind").notNullable().checkIn(["idea", "forum"]);
    table.integer("item_id").notNullable();
    // The author of the item when it was viewed: the member the view counts for.
    table.integer("owner_id").notNullable().references("users.id").onDelete("CASCADE");
    table.integer("viewer_id").notNullable().references("users.id").onDelete("CASCADE");
    // The calendar day in Haiti: a viewer counts once a day per item.
    table.date("day").notNullable();
    table.primary(["kind", "item_id", "viewer_id", "day"]);
  });
  await knex.raw("create index content_views_owner_idx on content_views (owner_id)");
  // Each owner's count, moved with every new view row, so the views category never counts the views.
  await knex.schema.createTable("content_view_totals", (table) => {
    table.integer("owner_id").primary().references("users.id").onDelete("CASCADE");
    table.integer("views").notNullable().defaultTo(0);
  });

  await knex.schema.createTable("leaderboard_entries", (table) => {
    table.text("category").notNullable();
    // 1, 2, 3 ... in the order shown; `rank` is shared by equal scores (1, 1, 3).
    table.integer("position").notNullable();
    table.integer("rank").notNullable();
    table.integer("user_id").notNullable().references("users.id").onDelete("CASCADE");
    table.integer("score").notNullable();
    table.integer("weekly_activity").notNullable().defaultTo(0);
    table.primary(["category", "position"]);
  });

  // One row: the week the board was built for and when, read and locked by every refresh.
  await knex.schema.createTable("leaderboard_state", (table) => {
    table.integer("id").primary();
    table.timestamp("week_start", { useTz: true });
    table.timestamp("refreshed_at", { useTz: true });
    table.check("id = 1", [], "leaderboard_state_single_row");
  });
  await knex("leaderboard_state").insert({ id: 1, week_start: null, refreshed_at: null });

  // Weekly points of every member: this week's ledger lines only, read from the index alone.
  await knex.raw("create index points_ledger_created_idx on points_ledger (created_at) include (user_id, points)");
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw("drop index points_ledger_created_idx");
  await knex.schema.dropTable("leaderboard_state");
  await knex.schema.dropTable("leaderboard_entries");
  await knex.schema.dropTable("content_view_totals");
  await knex.schema.dropTable("content_views");
};
