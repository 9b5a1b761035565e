import { Effect } from "effect";
import { forbidden } from "../errors/accounts";
import type { DomainError } from "../errors/domain-error";
import type { AccountContribution, ContributionRepository } from "../ports/contribution-repository";
import type { OwnListInput } from "../rules/own-list";

/** The member's own contributions for the account page, newest first. */
export const makeListUserContributions =
  ({ contributions }: { contributions: ContributionRepository }) =>
  ({ userId, requesterId, language }: OwnListInput): Effect.Effect<AccountContribution[], DomainError> =>
    userId === requesterId ? Effect.promise(() => contributions.listForAccount(userId, language)) : Effect.fail(forbidden());

export type ListUserContributions = ReturnType<typeof makeListUserContributions>;
