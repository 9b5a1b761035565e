import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { ideaNotFound } from "../errors/ideas";
import { serviceNotFound } from "../errors/services";
import type { Language } from "../i18n/languages";
import type { IdeaRepository } from "../ports/idea-repository";
import type { PointsLedger } from "../ports/points-ledger";
import type { ServiceRepository } from "../ports/service-repository";
import type { UnitOfWork } from "../ports/unit-of-work";
import { ideaAsSeenBy } from "../rules/idea-view";
import type { CreateIdeaRequest, Idea } from "../schemas/ideas";

export interface CreateIdeaInput {
  /** The signed-in member; an author id in the body is never trusted. */
  readonly authorId: number;
  readonly request: CreateIdeaRequest;
  readonly language: Language;
}

/**
 * Shares a member's idea for an existing service (any service: ideas are not limited to the one
 * the member joined) and pays its points, in one unit of work: no idea is kept without them.
 */
export const makeCreateIdea =
  ({
    ideas,
    services,
    points,
    unitOfWork,
  }: {
    ideas: IdeaRepository;
    services: ServiceRepository;
    points: PointsLedger;
    unitOfWork: UnitOfWork;
  }) =>
  ({ authorId, request, language }: CreateIdeaInput): Effect.Effect<Idea, DomainError> =>
    unitOfWork.run(Effect.gen(function* () {
      const service = yield* Effect.promise(() => services.findById(request.serviceId, language));
      if (service === null) return yield* Effect.fail(serviceNotFound());

      const ideaId = yield* Effect.promise(() => ideas.create({ authorId, serviceId: request.serviceId, content: request.content }));
      yield* Effect.promise(() => points.award({ userId: authorId, action: "ideaShared", reference: { kind: "idea", id: ideaId } }));

      const stored = yield* Effect.promise(() => ideas.findVisible(ideaId, language));
      // Only a moderator hiding it in the meantime could make the new idea unreadable.
      if (stored === null) return yield* Effect.fail(ideaNotFound());
      // A new idea has no votes, not even its author's (who may not vote for it).
      return ideaAsSeenBy({ kind: "member", id: authorId, votes: new Set() }, stored);
    }));

export type CreateIdea = ReturnType<typeof makeCreateIdea>;
