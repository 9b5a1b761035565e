import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { forumNotFound } from "../errors/forums";
import type { ForumPost, ForumRepository } from "../ports/forum-repository";
import type { PointsLedger } from "../ports/points-ledger";
import type { UnitOfWork } from "../ports/unit-of-work";
import type { CreateForumPostRequest } from "../schemas/forums";

export interface CreateForumPostInput {
  readonly forumId: number;
  /** The signed-in member. */
  readonly authorId: number;
  readonly request: CreateForumPostRequest;
}

/**
 * A member posts in a visible forum of any service and earns the "forum post" points; the ledger
 * stops paying after the day's cap, the post is stored all the same.
 */
export const makeCreateForumPost =
  ({
    forums,
    points,
    unitOfWork,
  }: {
    forums: ForumRepository;
    points: PointsLedger;
    unitOfWork: UnitOfWork;
  }) =>
  ({ forumId, authorId, request }: CreateForumPostInput): Effect.Effect<ForumPost, DomainError> =>
    unitOfWork.run(Effect.gen(function* () {
      const post = yield* Effect.promise(() => forums.createPost({ forumId, authorId, content: request.content }));
      if (post === null) return yield* Effect.fail(forumNotFound());
      yield* Effect.promise(() => points.award({ userId: authorId, action: "forumPost", reference: { kind: "forumPost", id: post.id } }));
      return post;
    }));

export type CreateForumPost = ReturnType<typeof makeCreateForumPost>;
