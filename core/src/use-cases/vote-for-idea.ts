import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { ideaAlreadyVoted, ideaNotFound, ownIdea } from "../errors/ideas";
import type { Language } from "../i18n/languages";
import type { IdeaRepository } from "../ports/idea-repository";
import type { PointAward, PointsLedger } from "../ports/points-ledger";
import type { UnitOfWork } from "../ports/unit-of-work";
import { ideaAsSeenBy } from "../rules/idea-view";
import type { Idea } from "../schemas/ideas";

export interface VoteForIdeaInput {
  /** The signed-in member. */
  readonly voterId: number;
  readonly ideaId: number;
  readonly language: Language;
}

/**
 * Casts a member's vote: one per member and idea, never taken back, never for one's own idea
 * (decision 0007). The voter earns a point (the ledger applies the daily cap) and the author
 * earns the idea's points for the vote; both only for the request that recorded the vote, so
 * simultaneous repeats pay nothing more. The answer is the idea with its new count.
 */
export const makeVoteForIdea =
  ({
    ideas,
    points,
    unitOfWork,
  }: {
    ideas: IdeaRepository;
    points: PointsLedger;
    unitOfWork: UnitOfWork;
  }) =>
  ({ voterId, ideaId, language }: VoteForIdeaInput): Effect.Effect<Idea, DomainError> =>
    unitOfWork.run(Effect.gen(function* () {
      const idea = yield* Effect.promise(() => ideas.findVisible(ideaId, language));
      if (idea === null) return yield* Effect.fail(ideaNotFound());
      if (idea.authorId === voterId) return yield* Effect.fail(ownIdea());

      const vote = yield* Effect.promise(() => ideas.vote(ideaId, voterId));
      if (vote.outcome === "not-found") return yield* Effect.fail(ideaNotFound());
      if (vote.outcome === "repeat") return yield* Effect.fail(ideaAlreadyVoted());

      const awards: PointAward[] = [
        { userId: voterId, action: "voteCast", reference: { kind: "idea", id: ideaId } },
        { userId: idea.authorId, action: "voteReceived", reference: { kind: "ideaVote", id: vote.voteId } },
      ];
      for (const award of awards) {
        yield* Effect.promise(() => points.award(award));
      }

      const counted = yield* Effect.promise(() => ideas.findVisible(ideaId, language));
      // Hidden by a moderator since the vote was read: the vote stands, the idea is shown to nobody.
      if (counted === null) return yield* Effect.fail(ideaNotFound());
      return ideaAsSeenBy({ kind: "member", id: voterId, votes: new Set([ideaId]) }, counted);
    }));

export type VoteForIdea = ReturnType<typeof makeVoteForIdea>;
