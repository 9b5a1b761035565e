import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { contentAlreadyHidden, contentNotFound } from "../errors/moderation";
import type { MessageKey } from "../i18n/messages";
import type { Clock } from "../ports/clock";
import type { MemberEvents } from "../ports/member-events";
import type { HideableSources } from "../ports/moderation/content-moderation";
import type { Notifier } from "../ports/notifier";
import type { UnitOfWork } from "../ports/unit-of-work";
import type { HideableKind } from "../schemas/moderation";

export interface HideContentInput {
  readonly kind: HideableKind;
  readonly id: number;
  /** The contract's schema requires it; the author reads it. */
  readonly reason: string;
  readonly moderatorId: number;
}

const hiddenTitles: Readonly<Record<HideableKind, MessageKey>> = {
  idea: "community.notification.ideaHidden.title",
  forum: "community.notification.forumHidden.title",
  forumPost: "community.notification.forumPostHidden.title",
  liveComment: "community.notification.liveCommentHidden.title",
};

/**
 * A moderator hides an idea, forum, post or live comment with a reason: it is kept, never deleted, and leaves
 * every list. Hiding, resolving its reports, the audit entry and the author's notice are one unit
 * of work: an author is never left with hidden content and no reason why. A live comment also
 * leaves every open page at once, through the event stream that brought it (sent once the unit
 * has committed).
 */
export const makeHideContent =
  ({
    hideables,
    notifier,
    events,
    clock,
    unitOfWork,
  }: {
    hideables: HideableSources;
    notifier: Notifier;
    events: Pick<MemberEvents, "publishPublic">;
    clock: Clock;
    unitOfWork: UnitOfWork;
  }) =>
  ({ kind, id, reason, moderatorId }: HideContentInput): Effect.Effect<void, DomainError> =>
    unitOfWork.run(Effect.gen(function* () {
      const source = hideables[kind];
      if (source === undefined) return yield* Effect.fail(contentNotFound());
      const hidden = yield* Effect.promise(() => source.hide({ id, moderatorId, reason, at: clock.now() }));
      if (hidden.outcome === "notFound") return yield* Effect.fail(contentNotFound());
      if (hidden.outcome === "alreadyHidden") {
        return yield* Effect.fail(contentAlreadyHidden());
      }
      yield* Effect.promise(() =>
        notifier.notify({
          userId: hidden.authorId,
          type: "other",
          title: { key: hiddenTitles[kind] },
          message: { key: "community.notification.hidden.message", params: { reason } },
          reference: { kind, id },
        }),
      );
      if (kind === "liveComment") events.publishPublic({ type: "liveCommentHidden", commentId: id });
    }));

export type HideContent = ReturnType<typeof makeHideContent>;
