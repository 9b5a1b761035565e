import {
  forumPostsLimit,
  ownResponsesLimit,
  serviceForumsLimit,
  type Forum,
  type ForumPost,
  type ForumRepository,
  type ForumResponse,
  type LikeOutcome,
  type NewForum,
  type NewForumPost,
  type PinChange,
  type PinOutcome,
} from "@kominote/core/ports/forum-repository";
import type { Knex } from "knex";
import { appendAuditEntry } from "../moderation/knex-audit-log";

interface ForumRow {
  id: number;
  service_id: number;
  title: string;
  description: string;
  is_pinned: boolean;
  created_at: Date | string;
  creator_name: string;
  post_count: number;
}

interface PostRow {
  id: number;
  forum_id: number;
  content: string;
  created_at: Date | string;
  likes_count: number;
  author_name: string;
  has_liked: boolean;
  is_own: boolean;
}

interface ResponseRow {
  id: number;
  subject: string | null;
  content: string;
  created_at: Date | string;
  likes_count: number;
  forum_id: number;
  forum_name: string;
}

const instant = (value: Date | string): string => new Date(value).toISOString();

const toForum = (row: ForumRow): Forum => ({
  id: row.id,
  serviceId: row.service_id,
  title: row.title,
  // The column is not null; an empty description is no description.
  description: row.description === "" ? null : row.description,
  isPinned: row.is_pinned,
  creator: { fullName: row.creator_name },
  createdAt: instant(row.created_at),
  posts: row.post_count,
});

const toPost = (row: PostRow): ForumPost => ({
  id: row.id,
  forumId: row.forum_id,
  content: row.content,
  createdAt: instant(row.created_at),
  author: { fullName: row.author_name },
  likesCount: row.likes_count,
  hasLiked: row.has_liked,
  isOwn: row.is_own,
});

/**
 * Forums and posts in Postgres. Lists read the partial indexes on visible rows; a post's likes are
 * the count kept on its row, and "liked by me" is one primary-key probe per post in the same query.
 */
export class KnexForumRepository implements ForumRepository {
  constructor(private readonly db: Knex) {}

  private forums(db: Knex | Knex.Transaction) {
    return db("forums as f")
      .join("users as u", "u.id", "f.creator_id")
      .select(
        "f.id",
        "f.service_id",
        "f.title",
        "f.description",
        "f.is_pinned",
        "f.created_at",
        "u.full_name as creator_name",
        db.raw("(select count(*)::int from forum_posts p where p.forum_id = f.id and p.hidden_at is null) as post_count"),
      )
      .whereNull("f.hidden_at");
  }

  private posts(db: Knex | Knex.Transaction, viewerId: number) {
    return db("forum_posts as p")
      .join("users as u", "u.id", "p.author_id")
      .select(
        "p.id",
        "p.forum_id",
        "p.content",
        "p.created_at",
        "p.likes_count",
        "u.full_name as author_name",
        db.raw("exists (select 1 from forum_post_likes l where l.post_id = p.id and l.user_id = ?) as has_liked", [viewerId]),
        db.raw("p.author_id = ? as is_own", [viewerId]),
      )
      .whereNull("p.hidden_at");
  }

  async listByService(serviceId: number): Promise<Forum[]> {
    const rows = (await this.forums(this.db)
      .where("f.service_id", serviceId)
      .orderBy([
        { column: "f.is_pinned", order: "desc" },
        { column: "f.created_at", order: "desc" },
        { column: "f.id", order: "desc" },
      ])
      .limit(serviceForumsLimit)) as ForumRow[];
    return rows.map(toForum);
  }

  async create(forum: NewForum): Promise<Forum> {
    const [inserted] = (await this.db("forums")
      .insert({ service_id: forum.serviceId, creator_id: forum.creatorId, title: forum.title, description: forum.description ?? "" })
      .returning("id")) as { id: number }[];
    if (inserted === undefined) throw new Error("the new forum was not returned");
    const created = await this.findVisible(inserted.id);
    if (created === null) throw new Error("the new forum could not be read back");
    return created;
  }

  async findVisible(forumId: number): Promise<Forum | null> {
    const row = (await this.forums(this.db).where("f.id", forumId).first()) as ForumRow | undefined;
    return row === undefined ? null : toForum(row);
  }

  async listPosts(forumId: number, viewerId: number): Promise<ForumPost[] | null> {
    const forum = await this.db("forums").where({ id: forumId }).whereNull("hidden_at").first("id");
    if (forum === undefined) return null;
    // The newest page, read backwards along the (forum, created_at, id) index, shown oldest first.
    const rows = (await this.posts(this.db, viewerId)
      .where("p.forum_id", forumId)
      .orderBy([
        { column: "p.created_at", order: "desc" },
        { column: "p.id", order: "desc" },
      ])
      .limit(forumPostsLimit)) as PostRow[];
    return rows.reverse().map(toPost);
  }

  async creatorOf(forumId: number): Promise<number | null> {
    const forum = (await this.db("forums").where({ id: forumId }).whereNull("hidden_at").first("creator_id")) as { creator_id: number } | undefined;
    return forum?.creator_id ?? null;
  }

  async authorOfPost(postId: number): Promise<number | null> {
    const post = (await this.db("forum_posts as p")
      .join("forums as f", "f.id", "p.forum_id")
      .where("p.id", postId)
      .whereNull("p.hidden_at")
      .whereNull("f.hidden_at")
      .first("p.author_id")) as { author_id: number } | undefined;
    return post?.author_id ?? null;
  }

  async createPost(post: NewForumPost): Promise<ForumPost | null> {
    // One statement: a forum hidden at the same moment takes no post.
    const { rows } = await this.db.raw<{ rows: { id: number }[] }>(
      `insert into forum_posts (forum_id, author_id, content)
       select f.id, ?, ? from forums f where f.id = ? and f.hidden_at is null
       returning id`,
      [post.authorId, post.content, post.forumId],
    );
    const inserted = rows[0];
    if (inserted === undefined) return null;
    const row = (await this.posts(this.db, post.authorId).where("p.id", inserted.id).first()) as PostRow | undefined;
    if (row === undefined) throw new Error("the new post could not be read back");
    return toPost(row);
  }

  like(postId: number, userId: number): Promise<LikeOutcome | null> {
    return this.db.transaction(async (trx) => {
      const visible = await trx("forum_posts as p")
        .join("forums as f", "f.id", "p.forum_id")
        .where("p.id", postId)
        .whereNull("p.hidden_at")
        .whereNull("f.hidden_at")
        .first("p.id");
      if (visible === undefined) return null;
      // The primary key settles simultaneous likes by one member: the later insert waits for the
      // first to commit, then inserts nothing, so the count moves once.
      const added = (await trx("forum_post_likes")
        .insert({ post_id: postId, user_id: userId })
        .onConflict(["post_id", "user_id"])
        .ignore()
        .returning("post_id")) as { post_id: number }[];
      if (added.length > 0) {
        const [row] = (await trx("forum_posts").where({ id: postId }).increment("likes_count", 1).returning("likes_count")) as {
          likes_count: number;
        }[];
        return { added: true, likesCount: row?.likes_count ?? 0 };
      }
      const row = (await trx("forum_posts").where({ id: postId }).first("likes_count")) as { likes_count: number } | undefined;
      return { added: false, likesCount: row?.likes_count ?? 0 };
    });
  }

  setPinned({ forumId, pinned, moderatorId, at }: PinChange): Promise<PinOutcome | null> {
    return this.db.transaction(async (trx) => {
      // Only a visible forum in the other state changes: of two moderators pinning at once, the
      // second waits on the first's row, finds it pinned and updates nothing, so one entry is written.
      const moved = (await trx("forums")
        .where({ id: forumId })
        .whereNull("hidden_at")
        .whereNot("is_pinned", pinned)
        .update({ is_pinned: pinned })
        .returning("id")) as { id: number }[];
      if (moved.length > 0) {
        await appendAuditEntry(trx, {
          actorId: moderatorId,
          action: pinned ? "pinForum" : "unpinForum",
          subjectKind: "forum",
          subjectId: forumId,
          reason: null,
          at,
        });
      }
      const row = (await this.forums(trx).where("f.id", forumId).first()) as ForumRow | undefined;
      return row === undefined ? null : { forum: toForum(row), changed: moved.length > 0 };
    });
  }

  async listResponses(userId: number): Promise<ForumResponse[]> {
    const rows = (await this.db("forum_posts as p")
      .join("forums as f", "f.id", "p.forum_id")
      .select("p.id", "p.subject", "p.content", "p.created_at", "p.likes_count", "f.id as forum_id", "f.title as forum_name")
      .where("p.author_id", userId)
      .whereNull("p.hidden_at")
      .whereNull("f.hidden_at")
      .orderBy([
        { column: "p.created_at", order: "desc" },
        { column: "p.id", order: "desc" },
      ])
      .limit(ownResponsesLimit)) as ResponseRow[];
    return rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      content: row.content,
      createdAt: instant(row.created_at),
      likesCount: row.likes_count,
      forum: { id: row.forum_id, name: row.forum_name },
    }));
  }
}
