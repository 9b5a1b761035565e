import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { steppingClock } from "../testing/account-doubles";
import { MemoryContentReports, type MemoryItem } from "../testing/forum-doubles";
import { makeReportContent, reportsPerHour } from "./report-content";

const setup = () => {
  const items: MemoryItem[] = [
    { kind: "forumPost", id: 1, authorId: 7, hidden: false },
    { kind: "idea", id: 1, authorId: 7, hidden: false },
    { kind: "forum", id: 2, authorId: 7, hidden: true },
  ];
  for (let id = 10; id < 10 + reportsPerHour + 1; id += 1) items.push({ kind: "forumPost", id, authorId: 7, hidden: false });
  const reports = new MemoryContentReports(items);
  const clock = steppingClock(new Date("2026-04-01T10:00:00Z"));
  const report = makeReportContent({ reports, clock });
  const run = (request: { kind: "idea" | "forum" | "forumPost"; id: number }, reporterId = 8) =>
    Effect.runPromise(Effect.result(report({ reporterId, request: { ...request, reason: "Li joure moun." } })));
  return { reports, clock, run };
};

describe("reportContent", () => {
  it("records one report per member and item, and answers the same the second time", async () => {
    const { reports, run } = setup();

    const first = await run({ kind: "forumPost", id: 1 });
    const again = await run({ kind: "forumPost", id: 1 });
    await run({ kind: "idea", id: 1 });
    await run({ kind: "forumPost", id: 1 }, 9);

    expect(Result.isSuccess(first) && first.success).toEqual({ messageKey: "community.report.received" });
    expect(Result.isSuccess(again) && again.success).toEqual({ messageKey: "community.report.received" });
    expect(reports.reports.map(({ kind, itemId, reporterId, reason }) => [kind, itemId, reporterId, reason])).toEqual([
      ["forumPost", 1, 8, "Li joure moun."],
      ["idea", 1, 8, "Li joure moun."],
      ["forumPost", 1, 9, "Li joure moun."],
    ]);
  });

  it("answers CONTENT.NOT_FOUND for hidden or unknown items", async () => {
    const { reports, run } = setup();
    for (const request of [{ kind: "forum" as const, id: 2 }, { kind: "forum" as const, id: 1 }]) {
      const result = await run(request);
      expect(Result.isFailure(result) && result.failure.code).toBe("CONTENT.NOT_FOUND");
    }
    expect(reports.reports).toEqual([]);
  });

  it("stops a member after the hourly number of reports, and lets them report again an hour later", async () => {
    const { reports, clock, run } = setup();
    for (let id = 10; id < 10 + reportsPerHour; id += 1) await run({ kind: "forumPost", id });

    const over = await run({ kind: "forumPost", id: 10 + reportsPerHour });
    expect(Result.isFailure(over) && over.failure).toMatchObject({ code: "REPORT.HOURLY_LIMIT", messageKey: "community.error.reportLimit" });
    expect(Result.isSuccess(await run({ kind: "forumPost", id: 1 }, 9))).toBe(true);

    clock.advance(60 * 60 * 1000 + 1);
    expect(Result.isSuccess(await run({ kind: "forumPost", id: 10 + reportsPerHour }))).toBe(true);
    expect(reports.reports).toHaveLength(reportsPerHour + 2);
  });
});
