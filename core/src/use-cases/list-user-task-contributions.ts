import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { ContributionRepository, TaskContribution } from "../ports/contribution-repository";
import { forbidden } from "./change-profile-photo";
import type { OwnListInput } from "./list-user-contributions";

/** The member's own contributions with their task and review status ("my contributions"), newest first. */
export const makeListUserTaskContributions =
  ({ contributions }: { contributions: ContributionRepository }) =>
  ({ userId, requesterId, language }: OwnListInput): Effect.Effect<TaskContribution[], DomainError> =>
    userId === requesterId ? Effect.promise(() => contributions.listWithTasks(userId, language)) : Effect.fail(forbidden());

export type ListUserTaskContributions = ReturnType<typeof makeListUserTaskContributions>;
