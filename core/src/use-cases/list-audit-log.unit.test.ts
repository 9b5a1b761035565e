import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { makeListAuditLog } from "./list-audit-log";
import { MemoryAuditLog } from "../testing/review-doubles";

describe("listAuditLog", () => {
  it("pages the log newest first, continuing before the last id read", async () => {
    const auditLog = new MemoryAuditLog();
    for (const subjectId of [1, 2, 3]) {
      await auditLog.record({
        actorId: 9,
        action: "approve",
        subjectKind: "contribution",
        subjectId,
        reason: null,
        at: new Date(`2026-03-0${subjectId}T10:00:00Z`),
      });
    }
    const listAuditLog = makeListAuditLog({ auditLog });

    const first = await Effect.runPromise(listAuditLog({ limit: 2, language: "ht" }));
    expect(first.map((entry) => entry.targetId)).toEqual([3, 2]);
    const next = await Effect.runPromise(listAuditLog({ limit: 2, before: first.at(-1)?.id, language: "ht" }));
    expect(next.map((entry) => entry.targetId)).toEqual([1]);
  });
});
