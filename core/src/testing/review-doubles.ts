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
import type { AuditTargetPage, ReviewItem, ReviewKind } from "../schemas/moderation";

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
      .sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime() || a.id - b.id)
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

/** A target the audit log names: its words and the page showing it. */
export interface MemoryAuditTarget {
  readonly label: string;
  readonly page: AuditTargetPage | null;
}

const newestFirst = (a: AuditEntry, b: AuditEntry): number => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/**
 * The audit log over a list. Like the database, it reads newest first by time (ties by id) and names
 * each target from what exists: `targets` holds them by `kind:id`, null once a target is gone; a
 * target never put there belongs to a kind without words (a rate change).
 */
export class MemoryAuditLog implements AuditLog {
  readonly entries: AuditEntry[] = [];
  readonly targets = new Map<string, MemoryAuditTarget | null>();

  /** `names` gives members' full names; a member missing there is "Manm <id>". */
  constructor(private readonly names: ReadonlyMap<number, string> = new Map()) {}

  async record(entry: NewAuditEntry): Promise<void> {
    this.entries.push({
      id: this.entries.length + 1,
      actor: { id: entry.actorId, fullName: this.names.get(entry.actorId) ?? `Manm ${entry.actorId}` },
      action: entry.action,
      targetKind: entry.subjectKind,
      targetId: entry.subjectId,
      targetLabel: null,
      targetRemoved: false,
      targetPage: null,
      reason: entry.reason,
      createdAt: entry.at.toISOString(),
    });
  }

  async list({ before, limit }: { before?: number; limit: number }): Promise<AuditEntry[]> {
    const ordered = [...this.entries].sort(newestFirst);
    // An id the log never held continues after nothing, as in the database.
    const after = before === undefined ? 0 : ordered.findIndex((entry) => entry.id === before) + 1;
    if (before !== undefined && after === 0) return [];
    return ordered.slice(after, after + limit).map((entry) => ({ ...entry, ...this.describeTarget(entry) }));
  }

  /** Named when read, as the database does, so a target removed since is said to be gone. */
  private describeTarget({ targetKind, targetId }: AuditEntry): Pick<AuditEntry, "targetLabel" | "targetRemoved" | "targetPage"> {
    const target = targetKind === null || targetId === null ? undefined : this.targets.get(`${targetKind}:${targetId}`);
    if (target === undefined) return { targetLabel: null, targetRemoved: false, targetPage: null };
    if (target === null) return { targetLabel: null, targetRemoved: true, targetPage: null };
    return { targetLabel: target.label, targetRemoved: false, targetPage: target.page };
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
