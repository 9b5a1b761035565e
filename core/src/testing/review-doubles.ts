/*
 * In-memory doubles of the review and call-request ports and of the notifier, for the unit tests
 * of those use cases. They keep the ports' promises (a verdict only on a pending
 * submission, the daily limit counted from the day's start) so the tests exercise real rules.
 */
import type { Language } from "../i18n/languages";
import type { AuditEntry, AuditLog, NewAuditEntry } from "../ports/moderation/audit-log";
import type { CallRequestStore, ContactableContributor, NewCallRequest } from "../ports/call-requests";
import type { NewNotification, Notifier } from "../ports/notifier";
import type { ReviewSource, ReviewVerdictInput, ReviewVerdictOutcome } from "../ports/moderation/review-source";
import type { ReviewStatus } from "../schemas/contributions";
import type { ReviewItem, ReviewKind } from "../schemas/moderation";

export class RecordingNotifier implements Notifier {
  readonly sent: NewNotification[] = [];
  failWith: Error | null = null;

  async notify(notification: NewNotification): Promise<void> {
    if (this.failWith !== null) throw this.failWith;
    this.sent.push(notification);
  }
}

export interface MemorySubmission {
  readonly id: number;
  readonly authorId: number;
  status: ReviewStatus;
  readonly submittedAt: Date;
  reason: string | null;
}

/** A review source over a list, with the audit entries its verdicts wrote. */
export class MemoryReviewSource implements ReviewSource {
  readonly audit: NewAuditEntry[] = [];
  readonly asked: { language: Language; limit: number }[] = [];

  constructor(
    private readonly kind: ReviewKind,
    readonly submissions: MemorySubmission[],
  ) {}

  async listPending(options: { language: Language; limit: number }): Promise<ReviewItem[]> {
    this.asked.push(options);
    return this.submissions
      .filter((submission) => submission.status === "pending")
      .sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime())
      .slice(0, options.limit)
      .map((submission) => ({
        kind: this.kind,
        id: submission.id,
        title: `${this.kind} ${submission.id}`,
        description: null,
        photoUrl: null,
        latitude: null,
        longitude: null,
        serviceName: null,
        submittedBy: { id: submission.authorId, fullName: `Manm ${submission.authorId}` },
        submittedAt: submission.submittedAt.toISOString(),
      }));
  }

  async decide({ id, verdict, reviewerId, reason, at }: ReviewVerdictInput): Promise<ReviewVerdictOutcome> {
    const submission = this.submissions.find((candidate) => candidate.id === id);
    if (submission === undefined) return { outcome: "notFound" };
    if (submission.status !== "pending") return { outcome: "notPending" };
    submission.status = verdict;
    submission.reason = reason;
    this.audit.push({
      actorId: reviewerId,
      action: verdict === "approved" ? "approve" : "reject",
      subjectKind: this.kind,
      subjectId: id,
      reason,
      at,
    });
    return { outcome: "decided", authorId: submission.authorId };
  }
}

export class MemoryAuditLog implements AuditLog {
  readonly entries: AuditEntry[] = [];

  async record(entry: NewAuditEntry): Promise<void> {
    this.entries.push({
      id: this.entries.length + 1,
      actor: { id: entry.actorId, fullName: `Manm ${entry.actorId}` },
      action: entry.action,
      targetKind: entry.subjectKind,
      targetId: entry.subjectId,
      targetLabel: entry.subjectId === null ? null : `${entry.subjectKind ?? ""} ${entry.subjectId}`,
      targetRemoved: false,
      targetPage: null,
      reason: entry.reason,
      createdAt: entry.at.toISOString(),
    });
  }

  async list({ before, limit }: { before?: number; limit: number }): Promise<AuditEntry[]> {
    return [...this.entries]
      .reverse()
      .filter((entry) => before === undefined || entry.id < before)
      .slice(0, limit);
  }
}

export interface MemoryContribution {
  readonly id: number;
  readonly taskId: number;
  readonly authorId: number;
  readonly contactable: boolean;
  readonly contributedAt: Date;
}

export class MemoryCallRequests implements CallRequestStore {
  readonly requests: (NewCallRequest & { id: number })[] = [];

  constructor(
    private readonly contributions: MemoryContribution[],
    private readonly taskIds: number[],
  ) {}

  async listContactable(taskId: number, excludedUserId: number): Promise<ContactableContributor[] | null> {
    if (!this.taskIds.includes(taskId)) return null;
    const newestFirst = this.contributions
      .filter((c) => c.taskId === taskId && c.contactable && c.authorId !== excludedUserId)
      .sort((a, b) => b.contributedAt.getTime() - a.contributedAt.getTime());
    const seen = new Set<number>();
    return newestFirst
      .filter((c) => (seen.has(c.authorId) ? false : (seen.add(c.authorId), true)))
      .map((c) => ({
        contributionId: c.id,
        fullName: `Manm ${c.authorId}`,
        profilePhoto: null,
        contributedAt: c.contributedAt.toISOString(),
      }));
  }

  async findCallee(contributionId: number) {
    const contribution = this.contributions.find((c) => c.id === contributionId && c.contactable);
    return contribution === undefined ? null : { contributionId, authorId: contribution.authorId };
  }

  async recordWithinLimit(request: NewCallRequest, { dailyLimit, dayStart }: { dailyLimit: number; dayStart: Date }) {
    const today = this.requests.filter(
      (r) => r.requesterId === request.requesterId && r.at.getTime() >= dayStart.getTime(),
    );
    if (today.length >= dailyLimit) return "limitReached" as const;
    const id = this.requests.length + 1;
    this.requests.push({ ...request, id });
    return { id, createdAt: request.at };
  }
}
