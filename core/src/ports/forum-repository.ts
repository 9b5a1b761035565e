import type { Forum, ForumPost, ForumResponse } from "../schemas/forums";

export type { Forum, ForumPost, ForumResponse };

/** Most forums a service's list answers: pinned first, then newest. */
export const serviceForumsLimit = 200;

/** Most posts a forum's list answers: the newest ones, shown oldest first. */
export const forumPostsLimit = 500;

/** Most posts "my responses" answers, newest first. */
export const ownResponsesLimit = 200;

export interface NewForum {
  readonly serviceId: number;
  readonly creatorId: number;
  readonly title: string;
  readonly description: string | null;
}

export interface NewForumPost {
  readonly forumId: number;
  readonly authorId: number;
  readonly content: string;
}

/** A like as stored: whether this call added it, and the post's count after it. */
export interface LikeOutcome {
  readonly added: boolean;
  readonly likesCount: number;
}

/** A moderator pinning or unpinning a forum, at a given instant. */
export interface PinChange {
  readonly forumId: number;
  readonly pinned: boolean;
  readonly moderatorId: number;
  readonly at: Date;
}

/** The forum after a pin change, and whether the change moved it (pinning a pinned forum does not). */
export interface PinOutcome {
  readonly forum: Forum;
  readonly changed: boolean;
}

/**
 * Forums of the public services and their posts. Hidden forums and posts are kept but never
 * listed, and a hidden forum's posts leave every list with it.
 */
export interface ForumRepository {
  /** The service's visible forums, pinned first, then newest, with their visible post counts. */
  listByService(serviceId: number): Promise<Forum[]>;
  create(forum: NewForum): Promise<Forum>;
  /** One visible forum with its visible post count; null when it does not exist or is hidden. */
  findVisible(forumId: number): Promise<Forum | null>;
  /**
   * The visible forum's newest posts, oldest first, with their likes and whether `viewerId` likes
   * each; null when the forum does not exist or is hidden.
   */
  listPosts(forumId: number, viewerId: number): Promise<ForumPost[] | null>;
  /** The member who opened the visible forum (whose views it earns); null when missing or hidden. */
  creatorOf(forumId: number): Promise<number | null>;
  /** The author of a visible post in a visible forum; null when the post or its forum is missing or hidden. */
  authorOfPost(postId: number): Promise<number | null>;
  /** Stores the post only while the forum is visible; null otherwise. */
  createPost(post: NewForumPost): Promise<ForumPost | null>;
  /**
   * Records the member's like of a visible post once, whatever the concurrency: the like and the
   * post's count move together. Null when the post, or its forum, is missing or hidden.
   */
  like(postId: number, userId: number): Promise<LikeOutcome | null>;
  /**
   * Sets whether the visible forum is pinned. A change writes its `pinForum` or `unpinForum` audit
   * entry in the same transaction; asking for the forum's current state changes and audits
   * nothing, also when two moderators ask at once. Null when the forum is missing or hidden.
   */
  setPinned(change: PinChange): Promise<PinOutcome | null>;
  /** The member's visible posts in visible forums, newest first. */
  listResponses(userId: number): Promise<ForumResponse[]>;
}
