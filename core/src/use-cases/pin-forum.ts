import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { forumNotFound } from "../errors/forums";
import type { Clock } from "../ports/clock";
import type { Forum, ForumRepository } from "../ports/forum-repository";
import type { UnitOfWork } from "../ports/unit-of-work";

/**
 * A moderator pins a forum at the top of its service's list, or unpins it. The change and its audit
 * entry are one unit of work (and the repository's one transaction); asking again for the state the forum is in answers
 * the forum as it is, so a double press or two moderators at once leave one entry. A hidden
 * forum is not found, as everywhere else.
 */
export const makePinForum =
  ({ forums, clock, unitOfWork }: { forums: ForumRepository; clock: Clock; unitOfWork: UnitOfWork }) =>
  ({ forumId, pinned, moderatorId }: { forumId: number; pinned: boolean; moderatorId: number }): Effect.Effect<Forum, DomainError> =>
    unitOfWork.run(
      Effect.promise(() => forums.setPinned({ forumId, pinned, moderatorId, at: clock.now() })).pipe(
        Effect.flatMap((outcome) => (outcome === null ? Effect.fail(forumNotFound()) : Effect.succeed(outcome.forum))),
      ),
    );

export type PinForum = ReturnType<typeof makePinForum>;
