import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { MemoryContentReports } from "../testing/forum-doubles";
import { makeListContentReports, reportedContentLimit } from "./list-content-reports";

describe("listContentReports", () => {
  it("lists the open reports grouped by item, asking for at most the list's limit", async () => {
    const reports = new MemoryContentReports([{ kind: "idea", id: 3, authorId: 7, hidden: false }]);
    let asked = 0;
    const listOpen = reports.listOpen.bind(reports);
    reports.listOpen = (limit) => ((asked = limit), listOpen(limit));
    const at = new Date("2026-04-01T10:00:00Z");
    await reports.report({ kind: "idea", itemId: 3, reporterId: 8, reason: "Piblisite.", at }, { max: 5, since: at });
    await reports.report({ kind: "idea", itemId: 3, reporterId: 9, reason: "Li joure moun.", at }, { max: 5, since: at });

    const list = await Effect.runPromise(makeListContentReports({ reports })());

    expect(asked).toBe(reportedContentLimit);
    expect(list).toEqual([
      expect.objectContaining({ kind: "idea", id: 3, reportCount: 2, reasons: ["Li joure moun.", "Piblisite."], author: { id: 7, fullName: "Manm 7" } }),
    ]);
  });
});
