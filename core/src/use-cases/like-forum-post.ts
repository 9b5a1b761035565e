import { Effect } from "effect";
import { domainError, type DomainError } from "../errors/domain-error";
import type { ForumRepository } from "../ports/forum-repository";
import type { ForumPostLike } from "../schemas/forums";

/** A member likes a visible post once; liking it again answers the same and counts nothing. */
export const makeLikeForumPost =
  ({ forums }: { forums: ForumRepository }) =>
  ({ postId, userId }: { postId: number; userId: number }): Effect.Effect<ForumPostLike, DomainError> =>
    Effect.promise(() => forums.like(postId, userId)).pipe(
      Effect.flatMap((liked) =>
        liked === null
          ? Effect.fail(domainError("FORUM_POST.NOT_FOUND", "community.error.postNotFound"))
          : Effect.succeed({ postId, likesCount: liked.likesCount, hasLiked: true as const }),
      ),
    );

export type LikeForumPost = ReturnType<typeof makeLikeForumPost>;
