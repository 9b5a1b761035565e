import type { Knex } from "knex";

/** The kinds members may report, before and after live meeting comments joined moderation. */
const reportableBefore = ["idea", "forum", "forumPost"];
const reportable = [...reportableBefore, "liveComment"];

/** The content_reports check on `kind`, whatever name the database gave it when 0009 made it. */
const replaceKindCheck = async (knex: Knex, kinds: readonly string[]): Promise<void> => {
  const { rows } = await knex.raw<{ rows: { conname: string }[] }>(
    `select conname from pg_constraint
      where conrelid = 'content_reports'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%kind%'`,
  );
  for (const { conname } of rows) await knex.raw("alter table content_reports drop constraint ??", [conname]);
  // DDL takes no bound values; the kinds are this file's own constants.
  await knex.raw(`alter table content_reports add constraint content_reports_kind_check check (kind in (${kinds.map((kind) => `'${kind}'`).join(", ")}))`);
};

/*
 * Members' comments under the live meeting (decision 0032): one row per comment, under the
 * broadcast it was posted during, hidden (never deleted) by moderators like forum posts. The list
 * reads a broadcast's visible comments newest first, along the partial index.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable("live_meeting_comments", (table) => {
    table.increments("id");
    table.integer("broadcast_id").notNullable().references("live_broadcasts.id");
    table.integer("author_id").notNullable().references("users.id");
    table.text("content").notNullable();
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp("hidden_at", { useTz: true });
    table.text("hidden_reason");
  });
  await knex.raw("create index live_meeting_comments_visible_idx on live_meeting_comments (broadcast_id, id desc) where hidden_at is null");
  // A member's own data and the erasure of an account read their comments by author.
  await knex.raw("create index live_meeting_comments_author_idx on live_meeting_comments (author_id)");
  await replaceKindCheck(knex, reportable);
};

export const down = async (knex: Knex): Promise<void> => {
  await knex("content_reports").where({ kind: "liveComment" }).delete();
  await replaceKindCheck(knex, reportableBefore);
  await knex.schema.dropTable("live_meeting_comments");
};
