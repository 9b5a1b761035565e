import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { ContributionRepository, PublicContribution } from "../ports/contribution-repository";
import { taskNotFound } from "./contribute-to-task";

/**
 * A task's contributions as anyone may see them: pending and approved ones, newest first, without
 * any contact details. Rejected ones stay between their author and the moderators.
 */
export const makeListTaskContributions =
  ({ contributions }: { contributions: ContributionRepository }) =>
  ({ taskId }: { taskId: number }): Effect.Effect<PublicContribution[], DomainError> =>
    Effect.gen(function* () {
      if ((yield* Effect.promise(() => contributions.findTask(taskId))) === null) return yield* Effect.fail(taskNotFound());
      return yield* Effect.promise(() => contributions.listPublicByTask(taskId));
    });

export type ListTaskContributions = ReturnType<typeof makeListTaskContributions>;
