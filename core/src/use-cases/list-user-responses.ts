import { Effect } from "effect";
import { forbidden } from "../errors/accounts";
import type { DomainError } from "../errors/domain-error";
import type { ForumRepository, ForumResponse } from "../ports/forum-repository";

/** The member's own forum posts for "My responses", newest first; another member's list is refused. */
export const makeListUserResponses =
  ({ forums }: { forums: ForumRepository }) =>
  ({ userId, requesterId }: { userId: number; requesterId: number }): Effect.Effect<ForumResponse[], DomainError> =>
    userId === requesterId ? Effect.promise(() => forums.listResponses(userId)) : Effect.fail(forbidden());

export type ListUserResponses = ReturnType<typeof makeListUserResponses>;
