import type { HideableKind } from "@kominote/core/schemas/moderation";
import type { Knex } from "knex";

interface ContentTable {
  readonly table: string;
  readonly author: string;
  /** The text a moderator reads. */
  readonly text: string;
  /** The item it sits in, whose hiding takes it out of sight too: its table and the column naming it. */
  readonly insideOf?: { readonly table: string; readonly key: string };
}

/**
 * Where each kind of member-written content lives: one entry per hideable kind, read by the
 * reports, hiding and dismissal adapters (a kind joins moderation here and in
 * api/src/areas/moderation/kinds.ts).
 */
export const contentTables: Readonly<Record<HideableKind, ContentTable>> = {
  idea: { table: "ideas", author: "author_id", text: "content" },
  forum: { table: "forums", author: "creator_id", text: "title" },
  forumPost: { table: "forum_posts", author: "author_id", text: "content", insideOf: { table: "forums", key: "forum_id" } },
  liveComment: { table: "live_meeting_comments", author: "author_id", text: "content" },
};

/**
 * The visible items of a kind, as `t` with their author as `u`: not hidden, and not inside a hidden
 * item either (a hidden forum takes its posts out of sight with it).
 */
export const visibleContent = (db: Knex | Knex.Transaction, kind: HideableKind): Knex.QueryBuilder => {
  const { table, author, insideOf } = contentTables[kind];
  const query = db(`${table} as t`).join("users as u", "u.id", `t.${author}`).whereNull("t.hidden_at");
  return insideOf === undefined ? query : query.join(`${insideOf.table} as f`, "f.id", `t.${insideOf.key}`).whereNull("f.hidden_at");
};
