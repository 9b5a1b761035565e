import { Effect } from "effect";
import { contributionAlreadyReviewed, contributionNotFound } from "../errors/contributions";
import type { DomainError } from "../errors/domain-error";
import type { Contribution, ContributionPatch, ContributionRepository } from "../ports/contribution-repository";
import type { UpdateContributionRequest } from "../schemas/contributions";

export interface UpdateContributionInput {
  readonly contributionId: number;
  /** The signed-in member: only the author edits a contribution. */
  readonly requesterId: number;
  readonly request: UpdateContributionRequest;
}

/** Someone else's contribution reads as missing, so ids cannot be probed. */


/** An empty text clears the field. */
const blankToNull = (text: string | null | undefined): string | null | undefined => (text === "" ? null : text);

/**
 * The author's edit of a contribution still waiting for review. Once a moderator approved or
 * rejected it, it is final: an approved text stays the one that was checked.
 */
export const makeUpdateContribution =
  ({ contributions }: { contributions: ContributionRepository }) =>
  ({ contributionId, requesterId, request }: UpdateContributionInput): Effect.Effect<Contribution, DomainError> =>
    Effect.gen(function* () {
      const current = yield* Effect.promise(() => contributions.findOwn(contributionId, requesterId));
      if (current === null) return yield* Effect.fail(contributionNotFound());
      if (current.status !== "pending") return yield* Effect.fail(contributionAlreadyReviewed());

      const patch: ContributionPatch = Object.fromEntries(
        Object.entries({
          notes: request.notes,
          address: blankToNull(request.address),
          contactNotes: blankToNull(request.contactNotes),
          websiteUrl: request.websiteUrl,
        }).filter(([, value]) => value !== undefined),
      );
      const result = yield* Effect.promise(() => contributions.editOwn(contributionId, requesterId, patch));
      if (!result.ok) return yield* Effect.fail(result.reason === "reviewed" ? contributionAlreadyReviewed() : contributionNotFound());
      return result.contribution;
    });

export type UpdateContribution = ReturnType<typeof makeUpdateContribution>;
