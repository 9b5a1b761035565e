import { Effect } from "effect";
import { domainError, type DomainError } from "../errors/domain-error";
import type { Language } from "../i18n/languages";
import type { IdeaRepository } from "../ports/idea-repository";
import type { PointsLedger } from "../ports/points-ledger";
import type { ServiceRepository } from "../ports/service-repository";
import { ideaAsSeenBy } from "../rules/idea-view";
import type { CreateIdeaRequest, Idea } from "../schemas/ideas";
import { awardPointsQuietly } from "./award-points-quietly";

export interface CreateIdeaInput {
  /** The signed-in member; an author id in the body is never trusted. */
  readonly authorId: number;
  readonly request: CreateIdeaRequest;
  readonly language: Language;
}

export const ideaNotFound = (): DomainError => domainError("IDEA.NOT_FOUND", "errors.idea.notFound");

/**
 * Shares a member's idea for an existing service (any service: ideas are not limited to the one
 * the member joined) and pays its points. The idea is kept even if the ledger fails.
 */
export const makeCreateIdea =
  ({
    ideas,
    services,
    points,
    onPointsFailure,
  }: {
    ideas: IdeaRepository;
    services: ServiceRepository;
    points: PointsLedger;
    /** The idea is kept even if the ledger fails; the failure is reported here. */
    onPointsFailure: (cause: unknown) => void;
  }) =>
  ({ authorId, request, language }: CreateIdeaInput): Effect.Effect<Idea, DomainError> =>
    Effect.gen(function* () {
      const service = yield* Effect.promise(() => services.findById(request.serviceId, language));
      if (service === null) return yield* Effect.fail(domainError("SERVICE.NOT_FOUND", "errors.service.notFound"));

      const ideaId = yield* Effect.promise(() => ideas.create({ authorId, serviceId: request.serviceId, content: request.content }));
      yield* awardPointsQuietly(points, { userId: authorId, action: "ideaShared", reference: { kind: "idea", id: ideaId } }, onPointsFailure);

      const stored = yield* Effect.promise(() => ideas.findVisible(ideaId, language));
      // Only a moderator hiding it in the meantime could make the new idea unreadable.
      if (stored === null) return yield* Effect.fail(ideaNotFound());
      // A new idea has no votes, not even its author's (who may not vote for it).
      return ideaAsSeenBy({ kind: "member", id: authorId, votes: new Set() }, stored);
    });

export type CreateIdea = ReturnType<typeof makeCreateIdea>;
