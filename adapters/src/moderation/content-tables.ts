import type { HideableKind } from "@kominote/core/schemas/moderation";
import type { Knex } from "knex";

/** Where each kind of member-written content lives, who wrote it, and the text a moderator reads. */
export const contentTables: Readonly<Record<HideableKind, { readonly table: string; readonly author: string; readonly text: string }>> = {
  idea: { table: "ideas", author: "author_id", text: "content" },
  forum: { table: "forums", author: "creator_id", text: "title" },
  forumPost: { table: "forum_posts", author: "author_id", text: "content" },
};

/**
 * The visible items of a kind, as `t` with their author as `u`: not hidden, and for a post, not in
 * a hidden forum either (a hidden forum takes its posts out of sight with it).
 */
export const visibleContent = (db: Knex | Knex.Transaction, kind: HideableKind): Knex.QueryBuilder => {
  const { table, author } = contentTables[kind];
  const query = db(`${table} as t`).join("users as u", "u.id", `t.${author}`).whereNull("t.hidden_at");
  return kind === "forumPost" ? query.join("forums as f", "f.id", "t.forum_id").whereNull("f.hidden_at") : query;
};
