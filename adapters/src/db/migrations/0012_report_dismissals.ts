import type { Knex } from "knex";

/*
 * Dismissed reports (decision 0008): a moderator closes an item's open reports as unfounded. The
 * report keeps its `resolved_at` as the closing time, so the open-reports index still serves the
 * list; `dismissed_by` tells a dismissal from a hiding and names the moderator who decided it.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable("content_reports", (table) => {
    table.integer("dismissed_by").references("users.id").onDelete("SET NULL");
  });
  // A dismissed report is a closed one: the list of open reports must never show it.
  await knex.raw("alter table content_reports add constraint content_reports_dismissed_closed check (dismissed_by is null or resolved_at is not null)");
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable("content_reports", (table) => {
    table.dropColumn("dismissed_by");
  });
};
