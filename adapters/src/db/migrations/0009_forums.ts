import type { Knex } from "knex";

/*
 * Forum posts with their likes, and members' reports of what others wrote (ideas, forums, posts).
 * A post keeps its like count on its own row, moved in the same transaction as the like's insert,
 * so no list counts likes. Moderators hide forums and posts with a reason; hidden ones are kept,
 * and every list reads only the visible ones (partial indexes).
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable("forums", (table) => {
    table.text("hidden_reason");
  });
  // A service's discussions: pinned first, then newest.
  await knex.raw(
    "create index forums_visible_pinned_idx on forums (service_id, is_pinned desc, created_at desc, id desc) where hidden_at is null",
  );

  await knex.schema.createTable("forum_posts", (table) => {
    table.increments("id");
    table.integer("forum_id").notNullable().references("forums.id").onDelete("CASCADE");
    table.integer("author_id").notNullable().references("users.id").onDelete("CASCADE");
    table.text("content").notNullable();
    table.text("subject");
    table.integer("likes_count").notNullable().defaultTo(0);
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp("hidden_at", { useTz: true });
    table.text("hidden_reason");
    table.check("likes_count >= 0", [], "forum_posts_likes_count_nonnegative");
  });
  // A forum's conversation (and its post count), and "my responses" newest first.
  await knex.raw("create index forum_posts_visible_forum_idx on forum_posts (forum_id, created_at, id) where hidden_at is null");
  await knex.raw(
    "create index forum_posts_author_idx on forum_posts (author_id, created_at desc, id desc) where hidden_at is null",
  );

  await knex.schema.createTable("forum_post_likes", (table) => {
    table.integer("post_id").notNullable().references("forum_posts.id").onDelete("CASCADE");
    table.integer("user_id").notNullable().references("users.id").onDelete("CASCADE");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // One like per member and post; also the index behind "has this member liked these posts".
    table.primary(["post_id", "user_id"]);
  });
  await knex.raw("create index forum_post_likes_user_idx on forum_post_likes (user_id)");

  await knex.schema.createTable("content_reports", (table) => {
    table.increments("id");
    table.text("kind").notNullable().checkIn(["idea", "forum", "forumPost"]);
    // Points at ideas, forums or forum_posts by `kind`, so it has no foreign key.
    table.integer("item_id").notNullable();
    table.integer("reporter_id").notNullable().references("users.id").onDelete("CASCADE");
    table.text("reason").notNullable();
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Set when a moderator hides the item or dismisses its reports.
    table.timestamp("resolved_at", { useTz: true });
    // One report per member and item; its (kind, item_id) prefix also finds an item's reports.
    table.unique(["kind", "item_id", "reporter_id"], { indexName: "content_reports_once_per_member" });
  });
  // The moderators' list of open reports, oldest first.
  await knex.raw("create index content_reports_open_idx on content_reports (created_at, id) where resolved_at is null");
  // A member's reports of the last hour, for the per-member limit.
  await knex.raw("create index content_reports_reporter_idx on content_reports (reporter_id, created_at desc)");
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable("content_reports");
  await knex.schema.dropTable("forum_post_likes");
  await knex.schema.dropTable("forum_posts");
  await knex.raw("drop index forums_visible_pinned_idx");
  await knex.schema.alterTable("forums", (table) => {
    table.dropColumn("hidden_reason");
  });
};
