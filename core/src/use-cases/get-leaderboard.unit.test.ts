import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../ports/clock";
import type { LeaderboardReader } from "../ports/leaderboard";
import { leaderboardCategories, type Leaderboard } from "../schemas/points";
import { makeGetLeaderboard } from "./get-leaderboard";

const entry = (rank: number, fullName: string, score: number) => ({
  rank,
  fullName,
  username: `KDS-000000${rank}-0`,
  profilePhoto: `/media/${rank}.webp`,
  score,
  weeklyActivity: 3,
});

const board = (): Leaderboard => ({
  ...(Object.fromEntries(leaderboardCategories.map((category) => [category, []])) as unknown as Leaderboard),
  tasks: [entry(1, "Marie Joseph", 12), entry(2, "Jean Pierre", 4)],
  weekly: [entry(1, "Jean Pierre", 40)],
});

const reading = (answer: Leaderboard) => {
  const weekStarts: Date[] = [];
  const reader: LeaderboardReader = {
    boardFor: async (weekStart) => {
      weekStarts.push(weekStart);
      return answer;
    },
  };
  return { reader, weekStarts };
};

// Sunday 23:30 in Haiti: the week began on Monday 16 at 00:00 (05:00 UTC).
const clock = fixedClock(new Date("2026-11-23T04:30:00Z"));

describe("getLeaderboard", () => {
  it("gives members the board with names, for the week that began on Monday 00:00 in Haiti", async () => {
    const answer = board();
    const { reader, weekStarts } = reading(answer);
    const got = await Effect.runPromise(makeGetLeaderboard({ leaderboard: reader, clock })({ signedIn: true }));
    expect(got).toBe(answer);
    expect(weekStarts.map((date) => date.toISOString())).toEqual(["2026-11-16T05:00:00.000Z"]);
  });

  it("gives visitors the same ranks, scores and activity with no name, member number or photo", async () => {
    const getLeaderboard = makeGetLeaderboard({ leaderboard: reading(board()).reader, clock });
    const got = await Effect.runPromise(getLeaderboard({ signedIn: false }));
    expect(got.tasks).toEqual([
      { rank: 1, fullName: null, username: null, profilePhoto: null, score: 12, weeklyActivity: 3 },
      { rank: 2, fullName: null, username: null, profilePhoto: null, score: 4, weeklyActivity: 3 },
    ]);
    expect(JSON.stringify(got)).not.toMatch(/Marie|Jean|KDS|media/);
    expect(Object.keys(got).sort()).toEqual([...leaderboardCategories].sort());
    // The anonymous copy of one board is made once.
    expect(await Effect.runPromise(getLeaderboard({ signedIn: false }))).toBe(got);
  });
});
