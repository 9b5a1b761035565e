import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../ports/clock";
import { MemoryContentReports, type MemoryItem } from "../testing/forum-doubles";
import { makeDismissReports } from "./dismiss-reports";
import { immediateUnitOfWork } from "../ports/unit-of-work";

const now = new Date("2026-04-02T09:00:00.000Z");
const limit = { max: 5, since: new Date("2026-04-02T08:00:00.000Z") };

const setup = () => {
  const items: MemoryItem[] = [
    { kind: "forumPost", id: 1, authorId: 7, hidden: false },
    { kind: "idea", id: 3, authorId: 5, hidden: false },
  ];
  const reports = new MemoryContentReports(items);
  const dismiss = makeDismissReports({ reports, clock: fixedClock(now), unitOfWork: immediateUnitOfWork });
  const run = (kind: "idea" | "forum" | "forumPost", id: number) => Effect.runPromise(Effect.result(dismiss({ moderatorId: 9, request: { kind, id } })));
  const report = (kind: "idea" | "forumPost", itemId: number, reporterId: number) =>
    reports.report({ kind, itemId, reporterId, reason: "Li joure moun.", at: now }, limit);
  return { items, reports, run, report };
};

describe("dismissReports", () => {
  it("closes every open report of the item, leaves it visible and the other items reported, and says how many", async () => {
    const { items, reports, run, report } = setup();
    await report("forumPost", 1, 8);
    await report("forumPost", 1, 10);
    await report("idea", 3, 8);

    const result = await run("forumPost", 1);

    expect(Result.isSuccess(result) && result.success).toEqual({ kind: "forumPost", id: 1, dismissedCount: 2 });
    expect((await reports.listOpen(10)).map((item) => [item.kind, item.id])).toEqual([["idea", 3]]);
    expect(items[0]?.hidden).toBe(false);
    expect(reports.dismissals).toEqual([{ kind: "forumPost", itemId: 1, moderatorId: 9, at: now, count: 2 }]);
  });

  it("lets a member who never reported the item bring it back, but not one whose report was dismissed", async () => {
    const { reports, run, report } = setup();
    await report("forumPost", 1, 8);
    await run("forumPost", 1);

    expect(await report("forumPost", 1, 8)).toBe("alreadyReported");
    expect(await reports.listOpen(10)).toEqual([]);
    expect(await report("forumPost", 1, 11)).toBe("recorded");
    expect(await reports.listOpen(10)).toEqual([expect.objectContaining({ kind: "forumPost", id: 1, reportCount: 1 })]);
  });

  it("answers REPORT.NONE_OPEN when nothing is left to dismiss, and audits nothing more", async () => {
    const { reports, run, report } = setup();
    const never = await run("idea", 3);
    expect(Result.isFailure(never) && never.failure).toMatchObject({ code: "REPORT.NONE_OPEN", messageKey: "community.error.noOpenReports" });

    await report("idea", 3, 8);
    await run("idea", 3);
    const again = await run("idea", 3);
    expect(Result.isFailure(again) && again.failure.code).toBe("REPORT.NONE_OPEN");
    expect(reports.dismissals).toHaveLength(1);
  });

  it("answers CONTENT.NOT_FOUND for an item that does not exist", async () => {
    const { run } = setup();
    const unknown = await run("forum", 99);
    expect(Result.isFailure(unknown) && unknown.failure).toMatchObject({ code: "CONTENT.NOT_FOUND", messageKey: "community.error.contentNotFound" });
  });
});
