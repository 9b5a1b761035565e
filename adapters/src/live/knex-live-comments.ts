import type { LiveCommentRecord, LiveComments, NewLiveComment } from "@kominote/core/ports/live-comments";
import type { Knex } from "knex";
import { visibleContent } from "../moderation/content-tables";

interface CommentRow {
  readonly id: number;
  readonly broadcast_id: number;
  readonly author_id: number;
  readonly full_name: string;
  readonly content: string;
  readonly created_at: Date | string;
}

const toRecord = (row: CommentRow): LiveCommentRecord => ({
  id: row.id,
  broadcastId: row.broadcast_id,
  authorId: row.author_id,
  authorName: row.full_name,
  content: row.content,
  createdAt: new Date(row.created_at),
});

const columns = ["t.id", "t.broadcast_id", "t.author_id", "u.full_name", "t.content", "t.created_at"];

/**
 * Comments under the live meeting in PostgreSQL. What is visible is moderation's one definition
 * (`visibleContent`), so a hidden comment leaves the list exactly as a hidden forum post does.
 */
export class KnexLiveComments implements LiveComments {
  constructor(private readonly db: Knex) {}

  async add({ broadcastId, authorId, content, at }: NewLiveComment): Promise<LiveCommentRecord> {
    const [inserted] = (await this.db("live_meeting_comments")
      .insert({ broadcast_id: broadcastId, author_id: authorId, content, created_at: at })
      .returning("id")) as { id: number }[];
    const row = (await visibleContent(this.db, "liveComment").where("t.id", inserted?.id).first(columns)) as CommentRow;
    return toRecord(row);
  }

  async list(broadcastId: number, { before, limit }: { readonly before?: number; readonly limit: number }): Promise<LiveCommentRecord[]> {
    const query = visibleContent(this.db, "liveComment").where("t.broadcast_id", broadcastId);
    if (before !== undefined) query.where("t.id", "<", before);
    const rows = (await query.orderBy("t.id", "desc").limit(limit).select(columns)) as CommentRow[];
    return rows.map(toRecord);
  }
}
