import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { forumNotFound } from "../errors/forums";
import type { Clock } from "../ports/clock";
import type { ContentViews } from "../ports/content-views";
import type { ForumPost, ForumRepository } from "../ports/forum-repository";

/**
 * A visible forum's posts, oldest first, with the reader's likes; a hidden forum is not found.
 * Reading them is a view of the forum for its creator's leaderboard (DECISIONS 4). The view is
 * recorded after the answer is ready and not waited for, so the reader never waits on the
 * leaderboard's bookkeeping and a failure to record it only reaches `onViewFailure`.
 */
export const makeListForumPosts =
  ({
    forums,
    views,
    clock,
    onViewFailure,
  }: {
    forums: ForumRepository;
    views: ContentViews;
    clock: Clock;
    onViewFailure: (cause: unknown) => void;
  }) =>
  ({ forumId, viewerId }: { forumId: number; viewerId: number }): Effect.Effect<ForumPost[], DomainError> =>
    Effect.promise(() => forums.listPosts(forumId, viewerId)).pipe(
      Effect.flatMap((posts) => (posts === null ? Effect.fail(forumNotFound()) : Effect.succeed(posts))),
      Effect.tap(() =>
        Effect.sync(() => {
          const at = clock.now();
          forums
            .creatorOf(forumId)
            .then((ownerId) => (ownerId === null ? undefined : views.recordView({ kind: "forum", itemId: forumId, ownerId, viewerId, at })))
            .catch(onViewFailure);
        }),
      ),
    );

export type ListForumPosts = ReturnType<typeof makeListForumPosts>;
