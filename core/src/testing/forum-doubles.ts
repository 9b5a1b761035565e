/*
 * In-memory twins of the forum and content-moderation ports, for use-case tests. They keep the
 * ports' promises (hidden items never listed, one like per member and post, one report per member
 * and item, hiding only what is visible, a pin change audited only when it moves the forum) so the
 * tests exercise real rules.
 */
import type {
  ContentReports,
  DismissInput,
  DismissOutcome,
  HideableSource,
  HideInput,
  HideOutcome,
  NewContentReport,
  ReportedContent,
  ReportOutcome,
} from "../ports/moderation/content-moderation";
import type {
  Forum,
  ForumPost,
  ForumRepository,
  ForumResponse,
  LikeOutcome,
  NewForum,
  NewForumPost,
  PinChange,
  PinOutcome,
} from "../ports/forum-repository";
import type { HideableKind } from "../schemas/moderation";

interface StoredForum extends NewForum {
  readonly id: number;
  isPinned: boolean;
  createdAt: Date;
  hidden: boolean;
}

interface StoredPost extends NewForumPost {
  readonly id: number;
  createdAt: Date;
  hidden: boolean;
}

const nameOf = (userId: number) => `Manm ${userId}`;

export class MemoryForumRepository implements ForumRepository {
  readonly forums: StoredForum[] = [];
  readonly posts: StoredPost[] = [];
  readonly likes = new Set<string>();
  /** The pin changes that moved a forum, as the audit log would hold them. */
  readonly pinChanges: PinChange[] = [];
  #time = Date.parse("2026-04-01T10:00:00Z");

  /** Each write one minute after the previous one, so orders are deterministic. */
  private tick(): Date {
    this.#time += 60_000;
    return new Date(this.#time);
  }

  addForum(forum: NewForum & { isPinned?: boolean; hidden?: boolean }): number {
    const id = this.forums.length + 1;
    this.forums.push({ ...forum, id, isPinned: forum.isPinned ?? false, createdAt: this.tick(), hidden: forum.hidden ?? false });
    return id;
  }

  private visibleForum(forumId: number): StoredForum | undefined {
    return this.forums.find((forum) => forum.id === forumId && !forum.hidden);
  }

  private forumView(forum: StoredForum): Forum {
    return {
      id: forum.id,
      serviceId: forum.serviceId,
      title: forum.title,
      description: forum.description,
      isPinned: forum.isPinned,
      creator: { fullName: nameOf(forum.creatorId) },
      createdAt: forum.createdAt.toISOString(),
      posts: this.posts.filter((post) => post.forumId === forum.id && !post.hidden).length,
    };
  }

  private likesOf(postId: number): number {
    return [...this.likes].filter((like) => like.startsWith(`${postId}:`)).length;
  }

  private postView(post: StoredPost, viewerId: number): ForumPost {
    return {
      id: post.id,
      forumId: post.forumId,
      content: post.content,
      createdAt: post.createdAt.toISOString(),
      author: { fullName: nameOf(post.authorId) },
      likesCount: this.likesOf(post.id),
      hasLiked: this.likes.has(`${post.id}:${viewerId}`),
      isOwn: post.authorId === viewerId,
    };
  }

  async listByService(serviceId: number): Promise<Forum[]> {
    return this.forums
      .filter((forum) => forum.serviceId === serviceId && !forum.hidden)
      .sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || b.createdAt.getTime() - a.createdAt.getTime())
      .map((forum) => this.forumView(forum));
  }

  async create(forum: NewForum): Promise<Forum> {
    const id = this.addForum(forum);
    return this.forumView(this.forums[id - 1] as StoredForum);
  }

  async findVisible(forumId: number): Promise<Forum | null> {
    const forum = this.visibleForum(forumId);
    return forum === undefined ? null : this.forumView(forum);
  }

  async listPosts(forumId: number, viewerId: number): Promise<ForumPost[] | null> {
    if (this.visibleForum(forumId) === undefined) return null;
    return this.posts
      .filter((post) => post.forumId === forumId && !post.hidden)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
      .map((post) => this.postView(post, viewerId));
  }

  async creatorOf(forumId: number): Promise<number | null> {
    return this.visibleForum(forumId)?.creatorId ?? null;
  }

  async authorOfPost(postId: number): Promise<number | null> {
    const post = this.posts.find((candidate) => candidate.id === postId && !candidate.hidden);
    return post === undefined || this.visibleForum(post.forumId) === undefined ? null : post.authorId;
  }

  async createPost(post: NewForumPost): Promise<ForumPost | null> {
    if (this.visibleForum(post.forumId) === undefined) return null;
    const stored: StoredPost = { ...post, id: this.posts.length + 1, createdAt: this.tick(), hidden: false };
    this.posts.push(stored);
    return this.postView(stored, post.authorId);
  }

  async like(postId: number, userId: number): Promise<LikeOutcome | null> {
    const post = this.posts.find((candidate) => candidate.id === postId && !candidate.hidden);
    if (post === undefined || this.visibleForum(post.forumId) === undefined) return null;
    const key = `${postId}:${userId}`;
    const added = !this.likes.has(key);
    this.likes.add(key);
    return { added, likesCount: this.likesOf(postId) };
  }

  async setPinned(change: PinChange): Promise<PinOutcome | null> {
    const forum = this.visibleForum(change.forumId);
    if (forum === undefined) return null;
    const changed = forum.isPinned !== change.pinned;
    if (changed) {
      forum.isPinned = change.pinned;
      this.pinChanges.push(change);
    }
    return { forum: this.forumView(forum), changed };
  }

  async listResponses(userId: number): Promise<ForumResponse[]> {
    return this.posts
      .filter((post) => post.authorId === userId && !post.hidden && this.visibleForum(post.forumId) !== undefined)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((post) => ({
        id: post.id,
        subject: null,
        content: post.content,
        createdAt: post.createdAt.toISOString(),
        likesCount: this.likesOf(post.id),
        forum: { id: post.forumId, name: this.visibleForum(post.forumId)?.title ?? "" },
      }));
  }
}

/** Items that can be reported and hidden, by kind and id, with their author. */
export interface MemoryItem {
  readonly kind: HideableKind;
  readonly id: number;
  readonly authorId: number;
  hidden: boolean;
}

export class MemoryContentReports implements ContentReports {
  readonly reports: (NewContentReport & { resolved: boolean })[] = [];
  /** The dismissals that closed reports, as the audit log would hold them. */
  readonly dismissals: (DismissInput & { readonly count: number })[] = [];

  constructor(private readonly items: MemoryItem[]) {}

  async report(report: NewContentReport, limit: { max: number; since: Date }): Promise<ReportOutcome> {
    const item = this.items.find((candidate) => candidate.kind === report.kind && candidate.id === report.itemId);
    if (item === undefined || item.hidden) return "notFound";
    const mine = this.reports.filter((stored) => stored.reporterId === report.reporterId);
    if (mine.some((stored) => stored.kind === report.kind && stored.itemId === report.itemId)) return "alreadyReported";
    if (mine.filter((stored) => stored.at.getTime() >= limit.since.getTime()).length >= limit.max) return "limitReached";
    this.reports.push({ ...report, resolved: false });
    return "recorded";
  }

  async listOpen(limit: number): Promise<ReportedContent[]> {
    const open = this.reports.filter((report) => !report.resolved);
    const keys = [...new Set(open.map((report) => `${report.kind}:${report.itemId}`))];
    return keys.slice(0, limit).map((key) => {
      const reports = open.filter((report) => `${report.kind}:${report.itemId}` === key);
      const first = reports[0] as NewContentReport;
      const item = this.items.find((candidate) => candidate.kind === first.kind && candidate.id === first.itemId);
      return {
        kind: first.kind,
        id: first.itemId,
        text: `${first.kind} ${first.itemId}`,
        author: { id: item?.authorId ?? 0, fullName: nameOf(item?.authorId ?? 0) },
        reportCount: reports.length,
        reasons: reports.map((report) => report.reason).reverse(),
        firstReportedAt: first.at.toISOString(),
        lastReportedAt: (reports.at(-1) as NewContentReport).at.toISOString(),
      };
    });
  }

  async dismiss(input: DismissInput): Promise<DismissOutcome> {
    if (!this.items.some((candidate) => candidate.kind === input.kind && candidate.id === input.itemId)) return { outcome: "notFound" };
    const open = this.reports.filter((report) => report.kind === input.kind && report.itemId === input.itemId && !report.resolved);
    if (open.length === 0) return { outcome: "noOpenReports" };
    for (const report of open) report.resolved = true;
    this.dismissals.push({ ...input, count: open.length });
    return { outcome: "dismissed", count: open.length };
  }
}

/** Hides items of one kind among `items`, resolving their reports, with the audit it wrote. */
export class MemoryHideableSource implements HideableSource {
  readonly hidings: HideInput[] = [];

  constructor(
    private readonly kind: HideableKind,
    private readonly items: MemoryItem[],
    private readonly reports: MemoryContentReports,
  ) {}

  async hide(input: HideInput): Promise<HideOutcome> {
    const item = this.items.find((candidate) => candidate.kind === this.kind && candidate.id === input.id);
    if (item === undefined) return { outcome: "notFound" };
    if (item.hidden) return { outcome: "alreadyHidden" };
    item.hidden = true;
    for (const report of this.reports.reports) {
      if (report.kind === this.kind && report.itemId === input.id) report.resolved = true;
    }
    this.hidings.push(input);
    return { outcome: "hidden", authorId: item.authorId };
  }
}
