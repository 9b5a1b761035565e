import { Effect } from "effect";
import { domainError, type DomainError } from "../errors/domain-error";
import type { Clock } from "../ports/clock";
import type { Notifier } from "../ports/notifier";
import type { PointsLedger } from "../ports/points-ledger";
import type { Reviewables, ReviewVerdict } from "../ports/review-source";
import type { ReviewDecision, ReviewKind } from "../schemas/moderation";

export interface SubmissionVerdict {
  readonly kind: ReviewKind;
  readonly id: number;
  readonly verdict: ReviewVerdict;
  /** Required to reject (the contract's schema checks it); ignored on approval. */
  readonly reason?: string;
  readonly reviewerId: number;
}

/**
 * A moderator approves or rejects a pending submission. The verdict and its audit entry are one
 * transaction; the points and the author's notification follow it. Once the verdict is recorded
 * a failure of those does not undo it or fail the request (the moderator could not retry: it is
 * no longer pending): it is reported to `onAftermathFailure`. The ledger pays once per
 * submission whatever happens.
 */
export const makeDecideSubmission =
  ({
    reviewables,
    points,
    notifier,
    clock,
    onAftermathFailure,
  }: {
    reviewables: Reviewables;
    points: PointsLedger;
    notifier: Notifier;
    clock: Clock;
    onAftermathFailure: (cause: unknown) => void;
  }) =>
  ({ kind, id, verdict, reason, reviewerId }: SubmissionVerdict): Effect.Effect<ReviewDecision, DomainError> =>
    Effect.gen(function* () {
      const reviewable = reviewables[kind];
      if (reviewable === undefined) {
        return yield* Effect.fail(domainError("REVIEW.NOT_FOUND", "moderation.error.notFound"));
      }
      const at = clock.now();
      const recordedReason = verdict === "rejected" ? (reason ?? "") : null;
      const decided = yield* Effect.promise(() =>
        reviewable.source.decide({ id, verdict, reviewerId, reason: recordedReason, at }),
      );
      if (decided.outcome === "notFound") {
        return yield* Effect.fail(domainError("REVIEW.NOT_FOUND", "moderation.error.notFound"));
      }
      if (decided.outcome === "notPending") {
        return yield* Effect.fail(domainError("REVIEW.NOT_PENDING", "moderation.error.notPending"));
      }

      const reference = { kind, id };
      const notice = reviewable.notices[verdict];
      // Each on its own: a ledger failure must not also keep the author from being told.
      const settle = (step: () => Promise<unknown>) =>
        Effect.promise(() => step().then(() => undefined, onAftermathFailure));
      if (verdict === "approved") {
        yield* settle(() => points.award({ userId: decided.authorId, action: reviewable.approvalAward, reference }));
      }
      yield* settle(() =>
        notifier.notify({
          userId: decided.authorId,
          type: reviewable.notificationType,
          title: { key: notice.title },
          message: { key: notice.message, ...(recordedReason === null ? {} : { params: { reason: recordedReason } }) },
          reference,
        }),
      );

      return { kind, id, status: verdict, reason: recordedReason, reviewedAt: at.toISOString() };
    });
