import { Effect } from "effect";
import { domainError, type DomainError } from "../errors/domain-error";
import type { ForumPost, ForumRepository } from "../ports/forum-repository";

export const forumNotFound = (): DomainError => domainError("FORUM.NOT_FOUND", "community.error.forumNotFound");

/** A visible forum's posts, oldest first, with the reader's likes; a hidden forum is not found. */
export const makeListForumPosts =
  ({ forums }: { forums: ForumRepository }) =>
  ({ forumId, viewerId }: { forumId: number; viewerId: number }): Effect.Effect<ForumPost[], DomainError> =>
    Effect.promise(() => forums.listPosts(forumId, viewerId)).pipe(
      Effect.flatMap((posts) => (posts === null ? Effect.fail(forumNotFound()) : Effect.succeed(posts))),
    );

export type ListForumPosts = ReturnType<typeof makeListForumPosts>;
