import { Effect, Exit, Result } from "effect";
import { describe, expect, it } from "vitest";
import type { DomainError } from "../errors/domain-error";
import { fixedClock } from "../ports/clock";
import { contributionReviewable } from "../rules/contribution-review";
import type { ReviewDecision } from "../schemas/moderation";
import { RecordingUnitOfWork } from "../testing/unit-of-work-doubles";
import { makeDecideSubmission, type SubmissionVerdict } from "./decide-submission";
import { MemoryReviewSource, RecordingNotifier } from "../testing/review-doubles";
import { RecordingPointsLedger } from "../testing/points-ledger-doubles";

const now = new Date("2026-03-02T15:00:00.000Z");
const moderatorId = 9;
const authorId = 4;

const setup = () => {
  const source = new MemoryReviewSource("contribution", [
    { id: 1, authorId, status: "pending", submittedAt: new Date("2026-03-01T10:00:00Z"), reason: null },
    { id: 2, authorId, status: "approved", submittedAt: new Date("2026-03-01T11:00:00Z"), reason: null },
  ]);
  const points = new RecordingPointsLedger();
  const notifier = new RecordingNotifier();
  const unitOfWork = new RecordingUnitOfWork();
  const decide = makeDecideSubmission({
    reviewables: { contribution: contributionReviewable(source) },
    points,
    notifier,
    clock: fixedClock(now),
    unitOfWork,
  });
  const run = (verdict: Partial<SubmissionVerdict>) =>
    Effect.runPromise(
      Effect.result(decide({ kind: "contribution", id: 1, verdict: "approved", reviewerId: moderatorId, ...verdict })),
    );
  return { source, points, notifier, unitOfWork, decide, run };
};

const failureOf = (result: Result.Result<ReviewDecision, DomainError>): DomainError => {
  if (!Result.isFailure(result)) throw new Error("expected a failure");
  return result.failure;
};

describe("decideSubmission", () => {
  it("approves a pending contribution, audits it, awards the approval points and tells the author", async () => {
    const { source, points, notifier, unitOfWork, run } = setup();

    const result = await run({ verdict: "approved", reason: "ignored on approval" });

    expect(Result.isSuccess(result) && result.success).toEqual({
      kind: "contribution",
      id: 1,
      status: "approved",
      reason: null,
      reviewedAt: now.toISOString(),
    });
    expect(source.submissions[0]?.status).toBe("approved");
    expect(source.audit).toEqual([
      { actorId: moderatorId, action: "approve", subjectKind: "contribution", subjectId: 1, reason: null, at: now },
    ]);
    expect(points.awards).toEqual([
      { userId: authorId, action: "contributionApproved", reference: { kind: "contribution", id: 1 } },
    ]);
    expect(notifier.sent).toEqual([
      {
        userId: authorId,
        type: "task_response",
        title: { key: "moderation.notification.contributionApproved.title" },
        message: { key: "moderation.notification.contributionApproved.message" },
        reference: { kind: "contribution", id: 1 },
      },
    ]);
    expect(unitOfWork.outcomes).toEqual(["committed"]);
  });

  it("rejects with the reason, awards nothing and tells the author why", async () => {
    const { source, points, notifier, run } = setup();

    const result = await run({ verdict: "rejected", reason: "Foto a pa montre fatra a." });

    expect(Result.isSuccess(result) && result.success).toMatchObject({ status: "rejected", reason: "Foto a pa montre fatra a." });
    expect(source.submissions[0]).toMatchObject({ status: "rejected", reason: "Foto a pa montre fatra a." });
    expect(source.audit[0]).toMatchObject({ action: "reject", reason: "Foto a pa montre fatra a." });
    expect(points.awards).toEqual([]);
    expect(notifier.sent[0]).toMatchObject({
      userId: authorId,
      title: { key: "moderation.notification.contributionRejected.title" },
      message: { key: "moderation.notification.contributionRejected.message", params: { reason: "Foto a pa montre fatra a." } },
    });
  });

  it("refuses a submission already reviewed with REVIEW.NOT_PENDING and changes nothing", async () => {
    const { source, points, notifier, run } = setup();

    const error = failureOf(await run({ id: 2, verdict: "rejected", reason: "Twò ta" }));

    expect(error.code).toBe("REVIEW.NOT_PENDING");
    expect(error.messageKey).toBe("moderation.error.notPending");
    expect(source.submissions[1]?.status).toBe("approved");
    expect(source.audit).toEqual([]);
    expect(points.awards).toEqual([]);
    expect(notifier.sent).toEqual([]);
  });

  it("answers REVIEW.NOT_FOUND for an unknown submission and for a kind that cannot be reviewed yet", async () => {
    const { source, run } = setup();

    expect(failureOf(await run({ id: 99 })).code).toBe("REVIEW.NOT_FOUND");
    const otherKind = failureOf(await run({ kind: "agency", id: 1 }));
    expect(otherKind.code).toBe("REVIEW.NOT_FOUND");
    expect(otherKind.messageKey).toBe("moderation.error.notFound");
    expect(source.submissions[0]?.status).toBe("pending");
  });

  it("decides, pays and tells in one unit of work: a ledger or notification failure undoes the verdict", async () => {
    for (const failing of ["points", "notifier"] as const) {
      const { points, notifier, unitOfWork, decide } = setup();
      (failing === "points" ? points : notifier).failWith = new Error(`${failing} down`);
      const exit = await Effect.runPromiseExit(
        decide({ kind: "contribution", id: 1, verdict: "approved", reviewerId: moderatorId }),
      );
      expect(Exit.isFailure(exit), failing).toBe(true);
      expect(unitOfWork.outcomes, failing).toEqual(["rolledBack"]);
    }
  });
});
