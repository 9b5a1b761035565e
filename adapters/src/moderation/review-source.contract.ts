import type { ReviewSource, ReviewVerdictInput } from "@kominote/core/ports/moderation/review-source";
import type { ReviewKind } from "@kominote/core/schemas/moderation";
import type { Knex } from "knex";
import { beforeEach, expect, it } from "vitest";

/** One verdict as the audit log keeps it. */
export interface AuditedVerdict {
  readonly reviewerId: number;
  readonly action: string;
  readonly kind: string | null;
  readonly id: number | null;
  readonly reason: string | null;
}

/** A review source of one kind over empty storage, and ways to fill and inspect it. */
export interface ReviewSourceHarness {
  readonly source: ReviewSource;
  /** The kind the source reviews, as its items and audit entries name it. */
  readonly kind: ReviewKind;
  readonly given: {
    /** A new member, who may submit and review. */
    member(): Promise<number>;
    fullNameOf(memberId: number): Promise<string>;
    /** A new pending submission of the kind by `authorId`, sent at `submittedAt`. */
    pending(authorId: number, submittedAt: Date): Promise<number>;
    /** The verdicts written to the audit log, oldest first. */
    auditedVerdicts(): Promise<AuditedVerdict[]>;
  };
}

/** A member's full name as the users table holds it, for a database harness. */
export const fullNameOn = (db: Knex) => async (memberId: number) =>
  ((await db("users").where({ id: memberId }).first("full_name")) as { full_name: string }).full_name;

/** The verdicts the audit log holds, oldest first, for a database harness. */
export const auditedVerdictsOn = (db: Knex) => async () =>
  (
    (await db("audit_log").whereIn("action", ["approve", "reject"]).orderBy("id").select("actor_id", "action", "subject_kind", "subject_id", "reason")) as {
      actor_id: number;
      action: string;
      subject_kind: string | null;
      subject_id: number | null;
      reason: string | null;
    }[]
  ).map((row) => ({ reviewerId: row.actor_id, action: row.action, kind: row.subject_kind, id: row.subject_id, reason: row.reason }));

const at = (iso: string) => new Date(iso);
const decidedAt = at("2026-03-03T12:00:00.000Z");

/**
 * How every ReviewSource keeps its queue and takes verdicts, registered inside the caller's
 * describe block; any kind runs it through its own `given.pending`. `fresh` must hand back the
 * source over empty storage.
 */
export const reviewSourceContract = (fresh: () => Promise<ReviewSourceHarness>): void => {
  let harness: ReviewSourceHarness;
  let author: number;
  let reviewer: number;

  beforeEach(async () => {
    harness = await fresh();
    author = await harness.given.member();
    reviewer = await harness.given.member();
  });

  const queue = async (limit = 10) => (await harness.source.listPending({ language: "ht", limit })).map((item) => item.id);
  const verdict = (id: number, overrides: Partial<ReviewVerdictInput> = {}): ReviewVerdictInput => ({
    id,
    verdict: "approved",
    reviewerId: reviewer,
    reason: null,
    at: decidedAt,
    ...overrides,
  });

  it("lists pending submissions oldest first, up to the limit, with their kind, author and time", async () => {
    const newer = await harness.given.pending(author, at("2026-03-02T10:00:00Z"));
    const older = await harness.given.pending(author, at("2026-03-01T10:00:00Z"));
    const newest = await harness.given.pending(author, at("2026-03-02T11:00:00Z"));

    const items = await harness.source.listPending({
      language: "ht",
      limit: 10,
    });

    expect(items.map((item) => item.id)).toEqual([older, newer, newest]);
    expect(items[0]).toMatchObject({
      kind: harness.kind,
      id: older,
      submittedBy: {
        id: author,
        fullName: await harness.given.fullNameOf(author),
      },
      submittedAt: "2026-03-01T10:00:00.000Z",
    });
    expect(await queue(2)).toEqual([older, newer]);
    expect(await harness.source.listPending({ language: "ht", limit: 10 })).toHaveLength(3);
  });

  it("approves a pending submission: it leaves the queue, its author is named, and the verdict is audited", async () => {
    const id = await harness.given.pending(author, at("2026-03-01T10:00:00Z"));
    const other = await harness.given.pending(author, at("2026-03-02T10:00:00Z"));

    expect(await harness.source.decide(verdict(id))).toEqual({
      outcome: "decided",
      authorId: author,
    });

    expect(await queue()).toEqual([other]);
    expect(await harness.given.auditedVerdicts()).toEqual([
      {
        reviewerId: reviewer,
        action: "approve",
        kind: harness.kind,
        id,
        reason: null,
      },
    ]);
  });

  it("rejects with the reason, and decides nothing twice or unknown", async () => {
    const id = await harness.given.pending(author, at("2026-03-01T10:00:00Z"));

    expect(await harness.source.decide(verdict(id, { verdict: "rejected", reason: "Foto a twò flou." }))).toEqual({
      outcome: "decided",
      authorId: author,
    });
    expect(await harness.source.decide(verdict(id))).toEqual({
      outcome: "notPending",
    });
    expect(await harness.source.decide(verdict(id + 1000))).toEqual({
      outcome: "notFound",
    });

    expect(await queue()).toEqual([]);
    expect(await harness.given.auditedVerdicts()).toEqual([
      {
        reviewerId: reviewer,
        action: "reject",
        kind: harness.kind,
        id,
        reason: "Foto a twò flou.",
      },
    ]);
  });

  it("lets only one of two simultaneous verdicts through", async () => {
    const id = await harness.given.pending(author, at("2026-03-01T10:00:00Z"));

    const outcomes = await Promise.all([
      harness.source.decide(verdict(id)),
      harness.source.decide(verdict(id, { verdict: "rejected", reason: "Non" })),
    ]);

    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(["decided", "notPending"]);
    expect(await harness.given.auditedVerdicts()).toHaveLength(1);
  });
};
