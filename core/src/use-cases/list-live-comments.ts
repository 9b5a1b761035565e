import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { LiveBroadcasts } from "../ports/live-broadcasts";
import type { LiveComments } from "../ports/live-comments";
import { liveCommentFor } from "../rules/live-comments";
import type { LiveCommentsPage, LiveCommentsQuery } from "../schemas/live";

/**
 * The comments under the meeting being broadcast, newest first, a page at a time; nothing while no
 * meeting is live (a stopped meeting's comments stay stored, for moderation). Names for members only.
 */
export const makeListLiveComments =
  ({ broadcasts, comments }: { readonly broadcasts: Pick<LiveBroadcasts, "current">; readonly comments: LiveComments }) =>
  ({ query, signedIn }: { readonly query: LiveCommentsQuery; readonly signedIn: boolean }): Effect.Effect<LiveCommentsPage, DomainError> =>
    Effect.promise(async () => {
      const broadcast = await broadcasts.current();
      if (broadcast === null) return { comments: [], nextBefore: null };
      // One more than the page tells whether older comments remain, without a count.
      const rows = await comments.list(broadcast.id, { before: query.before, limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        comments: page.map((row) => liveCommentFor(row, signedIn)),
        nextBefore: rows.length > query.limit && last !== undefined ? last.id : null,
      };
    });

export type ListLiveComments = ReturnType<typeof makeListLiveComments>;
