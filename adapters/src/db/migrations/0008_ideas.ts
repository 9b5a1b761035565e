import type { Knex } from "knex";

/*
 * Ideas members share for a service, and their votes (one per member and idea, never taken back).
 * Each idea keeps its vote count on its own row, moved in the same transaction as the vote's
 * insert, so sorting by votes reads an index instead of counting votes. Moderators hide ideas with
 * a reason; hidden ideas are kept, and every list reads only the visible ones (partial indexes).
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("ideas", (table) => {
    table.increments("id");
    table.integer("service_id").notNullable().references("services.id").onDelete("CASCADE");
    table.integer("author_id").notNullable().references("users.id");
    table.text("content").notNullable();
    table.integer("vote_count").notNullable().defaultTo(0);
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp("hidden_at", { useTz: true });
    table.text("hidden_reason");
    table.check("vote_count >= 0", [], "ideas_vote_count_nonnegative");
    table.index(["author_id"]);
  });
  // The four lists: every service or one, newest first or most voted first (ties: newest first).
  await knex.raw("create index ideas_visible_recent_idx on ideas (created_at desc, id desc) where hidden_at is null");
  await knex.raw(
    "create index ideas_visible_service_recent_idx on ideas (service_id, created_at desc, id desc) where hidden_at is null",
  );
  await knex.raw(
    "create index ideas_visible_votes_idx on ideas (vote_count desc, created_at desc, id desc) where hidden_at is null",
  );
  await knex.raw(
    "create index ideas_visible_service_votes_idx on ideas (service_id, vote_count desc, created_at desc, id desc) where hidden_at is null",
  );

  await knex.schema.createTable("idea_votes", (table) => {
    table.integer("idea_id").notNullable().references("ideas.id").onDelete("CASCADE");
    table.integer("voter_id").notNullable().references("users.id");
    // The vote's own number: the author's points ledger line for it refers to this.
    table.increments("id", { primaryKey: false });
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // One vote per member and idea; also the index behind "has this member voted for these ideas".
    table.primary(["idea_id", "voter_id"]);
  });
  // A member's votes, across ideas.
  await knex.raw("create index idea_votes_voter_idx on idea_votes (voter_id)");
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable("idea_votes");
  await knex.schema.dropTable("ideas");
};
