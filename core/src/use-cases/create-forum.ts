import { Effect } from "effect";
import type { UnitOfWork } from "../ports/unit-of-work";
import type { DomainError } from "../errors/domain-error";
import type { Language } from "../i18n/languages";
import type { Forum, ForumRepository } from "../ports/forum-repository";
import type { PointsLedger } from "../ports/points-ledger";
import type { ServiceRepository } from "../ports/service-repository";
import type { CreateForumRequest } from "../schemas/forums";
import { requireService } from "./require-service";

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
    unitOfWork,
  }: {
    services: ServiceRepository;
    forums: ForumRepository;
    points: PointsLedger;
    unitOfWork: UnitOfWork;
  }) =>
  ({ serviceId, creatorId, request, language }: CreateForumInput): Effect.Effect<Forum, DomainError> =>
    unitOfWork.run(Effect.gen(function* () {
      yield* requireService(services, serviceId, language);
      const description = request.description === undefined || request.description === null || request.description === "" ? null : request.description;
      const forum = yield* Effect.promise(() => forums.create({ serviceId, creatorId, title: request.title, description }));
      yield* Effect.promise(() => points.award({ userId: creatorId, action: "forumCreated", reference: { kind: "forum", id: forum.id } }));
      return forum;
    }));

export type CreateForum = ReturnType<typeof makeCreateForum>;
