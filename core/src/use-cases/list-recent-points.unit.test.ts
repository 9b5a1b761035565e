import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { fixedStandings, taggingTranslate } from "../testing/notification-doubles";
import { makeListRecentPoints, recentPointsLimit } from "./list-recent-points";

describe("listRecentPoints", () => {
  it("describes each award in the requester's language from the points table", async () => {
    const standings = fixedStandings({}, {
      7: [
        { id: 12, action: "voteCast", points: 1, createdAt: new Date("2026-11-22T10:00:00Z") },
        { id: 11, action: "contributionSubmitted", points: 10, createdAt: new Date("2026-11-21T10:00:00Z") },
      ],
    });
    const list = await Effect.runPromise(makeListRecentPoints({ standings, translate: taggingTranslate })({ userId: 7, language: "es" }));
    expect(list).toEqual([
      { id: 12, points: 1, description: "es:points.action.voteCast", createdAt: "2026-11-22T10:00:00.000Z" },
      { id: 11, points: 10, description: "es:points.action.contributionSubmitted", createdAt: "2026-11-21T10:00:00.000Z" },
    ]);
  });

  it("asks for at most the recent limit", async () => {
    const entries = Array.from({ length: recentPointsLimit + 3 }, (_, index) => ({
      id: index + 1,
      action: "ideaShared" as const,
      points: 5,
      createdAt: new Date(Date.UTC(2026, 10, 1, 0, index)),
    }));
    const list = await Effect.runPromise(makeListRecentPoints({ standings: fixedStandings({}, { 7: entries }), translate: taggingTranslate })({ userId: 7, language: "ht" }));
    expect(list).toHaveLength(recentPointsLimit);
  });
});
