import type { AuditLog, NewAuditEntry } from "@kominote/core/ports/moderation/audit-log";
import type { AuditTargetPage } from "@kominote/core/schemas/moderation";
import { beforeEach, expect, it } from "vitest";

/** A target an entry can name: its kind and id, and the words and page the log reads it by. */
export interface AuditTarget {
  readonly kind: string;
  readonly id: number;
  readonly label: string;
  readonly page: AuditTargetPage | null;
}

/** The audit log under test over empty storage, and ways to fill it. */
export interface AuditLogHarness {
  readonly log: AuditLog;
  readonly given: {
    /** A new member, who may moderate. */
    member(): Promise<number>;
    fullNameOf(memberId: number): Promise<string>;
    /** A new target that exists: a forum, named by its title. */
    target(): Promise<AuditTarget>;
    /** Removes the target, as erasing its author's content would. */
    remove(target: AuditTarget): Promise<void>;
  };
}

const at = (iso: string) => new Date(iso);

/**
 * How every AuditLog reads its entries back, registered inside the caller's describe block.
 * `fresh` must hand back the log over empty storage.
 */
export const auditLogContract = (fresh: () => Promise<AuditLogHarness>): void => {
  let harness: AuditLogHarness;
  let moderator: number;

  beforeEach(async () => {
    harness = await fresh();
    moderator = await harness.given.member();
  });

  const record = (entry: Partial<NewAuditEntry> & Pick<NewAuditEntry, "at">) =>
    harness.log.record({
      actorId: moderator,
      action: "hide",
      subjectKind: "forum",
      subjectId: null,
      reason: null,
      ...entry,
    });
  const list = (page: { before?: number; limit?: number } = {}) => harness.log.list({ limit: 10, language: "ht", ...page });

  it("reads entries back newest first by their time, whatever order they were written in, with the actor named", async () => {
    await record({
      action: "announce",
      subjectKind: null,
      at: at("2026-03-02T09:00:00Z"),
    });
    await record({
      action: "updateRates",
      subjectKind: "exchangeRates",
      subjectId: 1,
      reason: "Nouvo to.",
      at: at("2026-03-03T09:00:00Z"),
    });
    await record({ action: "pinForum", at: at("2026-03-01T09:00:00Z") });

    const entries = await list();

    expect(entries.map((entry) => entry.action)).toEqual(["updateRates", "announce", "pinForum"]);
    expect(entries[0]).toEqual({
      id: expect.any(Number),
      actor: {
        id: moderator,
        fullName: await harness.given.fullNameOf(moderator),
      },
      action: "updateRates",
      targetKind: "exchangeRates",
      targetId: 1,
      targetLabel: null,
      targetRemoved: false,
      targetPage: null,
      reason: "Nouvo to.",
      createdAt: "2026-03-03T09:00:00.000Z",
    });
    expect(await list({ limit: 1 })).toHaveLength(1);
  });

  it("pages newest first, continuing after the last entry read even when entries share a time", async () => {
    const sameTime = at("2026-03-05T09:00:00Z");
    for (const [index, time] of [at("2026-03-04T09:00:00Z"), sameTime, sameTime, at("2026-03-06T09:00:00Z")].entries()) {
      await record({ subjectId: index + 1, at: time });
    }

    const first = await list({ limit: 2 });
    const second = await list({ limit: 2, before: first.at(-1)?.id });
    const rest = await list({ limit: 2, before: second.at(-1)?.id });

    expect(first.map((entry) => entry.targetId)).toEqual([4, 3]);
    expect(second.map((entry) => entry.targetId)).toEqual([2, 1]);
    expect(rest).toEqual([]);
    expect(await list({ before: 999_999 })).toEqual([]);
  });

  it("names each target in words with its page while it exists, and says when it is gone", async () => {
    const kept = await harness.given.target();
    const gone = await harness.given.target();
    await record({
      subjectKind: kept.kind,
      subjectId: kept.id,
      reason: "Tit la move.",
      at: at("2026-03-01T09:00:00Z"),
    });
    await record({
      subjectKind: gone.kind,
      subjectId: gone.id,
      at: at("2026-03-02T09:00:00Z"),
    });
    await harness.given.remove(gone);

    const targets = (await list()).map(({ targetKind, targetId, targetLabel, targetRemoved, targetPage }) => ({
      targetKind,
      targetId,
      targetLabel,
      targetRemoved,
      targetPage,
    }));

    expect(targets).toEqual([
      {
        targetKind: gone.kind,
        targetId: gone.id,
        targetLabel: null,
        targetRemoved: true,
        targetPage: null,
      },
      {
        targetKind: kept.kind,
        targetId: kept.id,
        targetLabel: kept.label,
        targetRemoved: false,
        targetPage: kept.page,
      },
    ]);
  });
};
