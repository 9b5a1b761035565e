import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { liveMeetingNotLive } from "../errors/live-meeting";
import type { Clock } from "../ports/clock";
import type { LiveBroadcasts } from "../ports/live-broadcasts";
import type { LiveComments } from "../ports/live-comments";
import type { MemberEvents } from "../ports/member-events";
import { liveCommentFor } from "../rules/live-comments";
import type { LiveComment, PostLiveCommentRequest } from "../schemas/live";

export interface PostLiveCommentDeps {
  readonly broadcasts: Pick<LiveBroadcasts, "current">;
  readonly comments: LiveComments;
  readonly events: Pick<MemberEvents, "publishPublic">;
  readonly clock: Clock;
}

/**
 * A member comments under the meeting being broadcast; every open page (visitors' too) receives
 * it at once through the event stream. No meeting live, nothing to comment under: not found.
 * How often a member may post is the route's limit, per member.
 */
export const makePostLiveComment =
  ({ broadcasts, comments, events, clock }: PostLiveCommentDeps) =>
  ({ authorId, request }: { readonly authorId: number; readonly request: PostLiveCommentRequest }): Effect.Effect<LiveComment, DomainError> =>
    Effect.gen(function* () {
      const broadcast = yield* Effect.promise(() => broadcasts.current());
      if (broadcast === null) return yield* Effect.fail(liveMeetingNotLive());
      const comment = yield* Effect.promise(() => comments.add({ broadcastId: broadcast.id, authorId, content: request.content, at: clock.now() }));
      events.publishPublic({ type: "liveComment", comment });
      return liveCommentFor(comment, true);
    });

export type PostLiveComment = ReturnType<typeof makePostLiveComment>;
