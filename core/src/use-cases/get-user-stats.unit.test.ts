import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../ports/clock";
import { fixedStandings } from "../testing/notification-doubles";
import { makeGetUserStats } from "./get-user-stats";

describe("getUserStats", () => {
  it("answers the member's standing with weekly points counted from Monday 00:00 in Haiti", async () => {
    const stats = { totalPoints: 120, weeklyPoints: 15, rank: 3, totalContributions: 4 };
    const standings = fixedStandings({ 7: stats });
    // Sunday 23:30 in Haiti: the week began on Monday 16 at 00:00 (05:00 UTC).
    const clock = fixedClock(new Date("2026-11-23T04:30:00Z"));
    expect(await Effect.runPromise(makeGetUserStats({ standings, clock })(7))).toEqual(stats);
    expect(standings.weekStarts.map((date) => date.toISOString())).toEqual(["2026-11-16T05:00:00.000Z"]);
  });
});
