import { Effect } from "effect";
import { taskNotFound } from "../errors/contributions";
import type { DomainError } from "../errors/domain-error";
import type { CallRequestStore, ContactableContributor } from "../ports/call-requests";

/**
 * The contributors of a task a member may ask to call back: never the member themself, and never
 * with a phone number (the contributor calls, the caller's number travels in the request).
 */
export const makeListContactableContributors =
  ({ calls }: { calls: CallRequestStore }) =>
  ({ taskId, requesterId }: { taskId: number; requesterId: number }): Effect.Effect<ContactableContributor[], DomainError> =>
    Effect.gen(function* () {
      const contributors = yield* Effect.promise(() => calls.listContactable(taskId, requesterId));
      if (contributors === null) return yield* Effect.fail(taskNotFound());
      return contributors;
    });
