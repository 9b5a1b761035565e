import { Effect } from "effect";
import { forbidden } from "../errors/accounts";
import type { DomainError } from "../errors/domain-error";
import type { ContributionRepository, TaskContribution } from "../ports/contribution-repository";
import type { OwnListInput } from "../rules/own-list";

/** The member's own contributions with their task and review status ("my contributions"), newest first. */
export const makeListUserTaskContributions =
  ({ contributions }: { contributions: ContributionRepository }) =>
  ({ userId, requesterId, language }: OwnListInput): Effect.Effect<TaskContribution[], DomainError> =>
    userId === requesterId ? Effect.promise(() => contributions.listWithTasks(userId, language)) : Effect.fail(forbidden());

export type ListUserTaskContributions = ReturnType<typeof makeListUserTaskContributions>;
