import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { Language } from "../i18n/languages";
import type { Forum, ForumRepository } from "../ports/forum-repository";
import type { PointsLedger } from "../ports/points-ledger";
import type { ServiceRepository } from "../ports/service-repository";
import type { CreateForumRequest } from "../schemas/forums";
import { awardPointsQuietly } from "./award-points-quietly";
import { requireService } from "./list-service-forums";

export interface CreateForumInput {
  readonly serviceId: number;
  /** The signed-in member. */
  readonly creatorId: number;
  readonly request: CreateForumRequest;
  readonly language: Language;
}

/** A member opens a forum in any service and earns the "forum created" points (DECISIONS 4). */
export const makeCreateForum =
  ({
    services,
    forums,
    points,
    onPointsFailure,
  }: {
    services: ServiceRepository;
    forums: ForumRepository;
    points: PointsLedger;
    onPointsFailure: (cause: unknown) => void;
  }) =>
  ({ serviceId, creatorId, request, language }: CreateForumInput): Effect.Effect<Forum, DomainError> =>
    Effect.gen(function* () {
      yield* requireService(services, serviceId, language);
      const description = request.description === undefined || request.description === null || request.description === "" ? null : request.description;
      const forum = yield* Effect.promise(() => forums.create({ serviceId, creatorId, title: request.title, description }));
      yield* awardPointsQuietly(points, { userId: creatorId, action: "forumCreated", reference: { kind: "forum", id: forum.id } }, onPointsFailure);
      return forum;
    });

export type CreateForum = ReturnType<typeof makeCreateForum>;
