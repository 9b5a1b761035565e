/** A comment as stored, before it is shaped for a reader (a visitor gets no name). */
export interface LiveCommentRecord {
  readonly id: number;
  readonly broadcastId: number;
  readonly authorId: number;
  /** Empty for a member who left: the API names them "former member" in the reader's language. */
  readonly authorName: string;
  readonly content: string;
  readonly createdAt: Date;
}

export interface NewLiveComment {
  readonly broadcastId: number;
  readonly authorId: number;
  readonly content: string;
  readonly at: Date;
}

/**
 * Members' comments under a broadcast. Hidden ones (moderation) are never listed; a moderator
 * hides them through the moderation registry like any member-written content.
 */
export interface LiveComments {
  add(comment: NewLiveComment): Promise<LiveCommentRecord>;
  /** Visible comments of a broadcast, newest first, older than `before` when given. */
  list(broadcastId: number, page: { readonly before?: number; readonly limit: number }): Promise<LiveCommentRecord[]>;
}
