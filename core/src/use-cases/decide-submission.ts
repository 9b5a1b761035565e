import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { reviewNotFound, reviewNotPending } from "../errors/moderation";
import type { Clock } from "../ports/clock";
import type { Notifier } from "../ports/notifier";
import type { PointsLedger } from "../ports/points-ledger";
import type { Reviewables, ReviewVerdict } from "../ports/moderation/review-source";
import type { UnitOfWork } from "../ports/unit-of-work";
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
 * A moderator approves or rejects a pending submission. The verdict, its audit entry, the points
 * and the author's notification are one unit of work: when any fails none is kept, the
 * submission stays pending and the moderator can decide again. The ledger pays once per
 * submission whatever happens.
 */
export const makeDecideSubmission =
  ({
    reviewables,
    points,
    notifier,
    clock,
    unitOfWork,
  }: {
    reviewables: Reviewables;
    points: PointsLedger;
    notifier: Notifier;
    clock: Clock;
    unitOfWork: UnitOfWork;
  }) =>
  ({ kind, id, verdict, reason, reviewerId }: SubmissionVerdict): Effect.Effect<ReviewDecision, DomainError> =>
    unitOfWork.run(Effect.gen(function* () {
      const reviewable = reviewables[kind];
      if (reviewable === undefined) {
        return yield* Effect.fail(reviewNotFound());
      }
      const at = clock.now();
      const recordedReason = verdict === "rejected" ? (reason ?? "") : null;
      const decided = yield* Effect.promise(() =>
        reviewable.source.decide({ id, verdict, reviewerId, reason: recordedReason, at }),
      );
      if (decided.outcome === "notFound") {
        return yield* Effect.fail(reviewNotFound());
      }
      if (decided.outcome === "notPending") {
        return yield* Effect.fail(reviewNotPending());
      }

      const reference = { kind, id };
      const notice = reviewable.notices[verdict];
      if (verdict === "approved") {
        yield* Effect.promise(() => points.award({ userId: decided.authorId, action: reviewable.approvalAward, reference }));
      }
      yield* Effect.promise(() =>
        notifier.notify({
          userId: decided.authorId,
          type: reviewable.notificationType,
          title: { key: notice.title },
          message: { key: notice.message, ...(recordedReason === null ? {} : { params: { reason: recordedReason } }) },
          reference,
        }),
      );

      return { kind, id, status: verdict, reason: recordedReason, reviewedAt: at.toISOString() };
    }));
