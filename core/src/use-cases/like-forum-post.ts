import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { forumPostNotFound, ownForumPost } from "../errors/forums";
import type { ForumRepository } from "../ports/forum-repository";
import type { UnitOfWork } from "../ports/unit-of-work";
import type { ForumPostLike } from "../schemas/forums";

/**
 * A member likes someone else's visible post once; liking it again answers the same and counts
 * nothing. Liking one's own post is refused (FORUM_POST.OWN_POST): a like tells the author that
 * others found the post useful, so the author's own would only inflate it. The like and the post's
 * count are one unit of work: a count never misses a like it shows, nor counts one not kept.
 */
export const makeLikeForumPost =
  ({ forums, unitOfWork }: { forums: ForumRepository; unitOfWork: UnitOfWork }) =>
  ({ postId, userId }: { postId: number; userId: number }): Effect.Effect<ForumPostLike, DomainError> =>
    Effect.gen(function* () {
      const notFound = forumPostNotFound();
      // A post's author never changes, so checking it before the like leaves no gap to exploit.
      const authorId = yield* Effect.promise(() => forums.authorOfPost(postId));
      if (authorId === null) return yield* Effect.fail(notFound);
      if (authorId === userId) return yield* Effect.fail(ownForumPost());
      const liked = yield* unitOfWork.run(Effect.promise(() => forums.like(postId, userId)));
      if (liked === null) return yield* Effect.fail(notFound);
      return { postId, likesCount: liked.likesCount, hasLiked: true as const };
    });

export type LikeForumPost = ReturnType<typeof makeLikeForumPost>;
