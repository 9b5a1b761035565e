import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { forumNotFound } from "../errors/forums";
import type { Forum, ForumRepository } from "../ports/forum-repository";

/**
 * One visible forum, for a thread opened by its own address (a link, a reload). A hidden forum is
 * not found, as in every list. Reading it is not a view: the posts' read already counts one.
 */
export const makeGetForum =
  ({ forums }: { forums: ForumRepository }) =>
  ({ forumId }: { forumId: number }): Effect.Effect<Forum, DomainError> =>
    Effect.promise(() => forums.findVisible(forumId)).pipe(
      Effect.flatMap((forum) => (forum === null ? Effect.fail(forumNotFound()) : Effect.succeed(forum))),
    );

export type GetForum = ReturnType<typeof makeGetForum>;
