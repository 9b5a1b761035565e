import { Effect } from "effect";
import { forbidden } from "../errors/accounts";
import type { DomainError } from "../errors/domain-error";
import type { Language } from "../i18n/languages";
import type { AccountContribution, ContributionRepository } from "../ports/contribution-repository";

export interface OwnListInput {
  /** The member the path names. */
  readonly userId: number;
  /** The signed-in member: a member's contributions, contact details included, are theirs alone. */
  readonly requesterId: number;
  readonly language: Language;
}

/** The member's own contributions for the account page, newest first. */
export const makeListUserContributions =
  ({ contributions }: { contributions: ContributionRepository }) =>
  ({ userId, requesterId, language }: OwnListInput): Effect.Effect<AccountContribution[], DomainError> =>
    userId === requesterId ? Effect.promise(() => contributions.listForAccount(userId, language)) : Effect.fail(forbidden());

export type ListUserContributions = ReturnType<typeof makeListUserContributions>;
