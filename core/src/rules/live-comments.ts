import type { LiveCommentRecord } from "../ports/live-comments";
import type { LiveComment } from "../schemas/live";

/** What a reader is shown of a comment: the author's name for members only (the leaderboard's rule). */
export const liveCommentFor = (record: LiveCommentRecord, signedIn: boolean): LiveComment => ({
  id: record.id,
  content: record.content,
  author: signedIn ? { fullName: record.authorName } : null,
  createdAt: record.createdAt.toISOString(),
});
