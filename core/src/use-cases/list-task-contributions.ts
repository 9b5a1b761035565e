import { Effect } from "effect";
import { taskNotFound } from "../errors/contributions";
import type { DomainError } from "../errors/domain-error";
import type { ContributionRepository, PublicContribution } from "../ports/contribution-repository";
import type { Role } from "../schemas/users";

/** Roles that review contributions, and so see a task's list in every status. */
const reviewerRoles: readonly Role[] = ["moderator", "admin"];

/**
 * A task's contributions as the reader may see them, newest first, without any contact details:
 * approved ones for everyone, the reader's own in every status (so an author follows theirs), and
 * all of them for a moderator. A contribution nobody reviewed yet is not public.
 */
export const makeListTaskContributions =
  ({ contributions }: { contributions: ContributionRepository }) =>
  ({
    taskId,
    reader,
  }: {
    taskId: number;
    /** The signed-in member with their role, or null for a visitor. */
    reader: { readonly id: number; readonly role: Role } | null;
  }): Effect.Effect<PublicContribution[], DomainError> =>
    Effect.gen(function* () {
      if ((yield* Effect.promise(() => contributions.findTask(taskId))) === null) return yield* Effect.fail(taskNotFound());
      return yield* Effect.promise(() =>
        contributions.listVisibleByTask(taskId, {
          userId: reader?.id ?? null,
          seesEveryStatus: reader !== null && reviewerRoles.includes(reader.role),
        }),
      );
    });

export type ListTaskContributions = ReturnType<typeof makeListTaskContributions>;
