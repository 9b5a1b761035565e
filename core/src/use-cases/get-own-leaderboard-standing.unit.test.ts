import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../ports/clock";
import type { OwnBoardRow } from "../ports/leaderboard";
import type { PointsStandings } from "../ports/points-standings";
import { leaderboardCategories, type Leaderboard, type LeaderboardCategory, type UserStats } from "../schemas/points";
import { makeGetOwnLeaderboardStanding } from "./get-own-leaderboard-standing";

const emptyBoard = (): Leaderboard => Object.fromEntries(leaderboardCategories.map((category) => [category, []])) as unknown as Leaderboard;
const noScores = Object.fromEntries(leaderboardCategories.map((category) => [category, 0])) as Record<LeaderboardCategory, number>;

const ines: OwnBoardRow = {
  fullName: "Inès Baptiste",
  username: "KDS-0000009-1",
  profilePhoto: null,
  scores: { ...noScores, comments: 2, tasks: 1, weekly: 12 },
  weeklyActivity: 3,
};
const barSays: UserStats = { totalPoints: 15, weeklyPoints: 15, rank: 1, totalContributions: 1 };

const standingsSaying = (stats: UserStats): PointsStandings => ({ statsOf: async () => stats, recentOf: async () => [] });

describe("getOwnLeaderboardStanding", () => {
  it("gives the points bar's rank and the member's own rows while the rebuilt board does not list them yet", async () => {
    const standing = makeGetOwnLeaderboardStanding({
      leaderboard: { boardFor: async () => emptyBoard() },
      scores: { ownRowOf: async () => ines },
      standings: standingsSaying(barSays),
      clock: fixedClock(new Date("2026-11-25T12:00:00Z")),
    });
    const answer = await Effect.runPromise(standing(9));
    expect(answer).toMatchObject({ rank: 1, totalPoints: 15, weeklyPoints: 15 });
    expect(answer.entries.comments).toEqual({ rank: 1, fullName: "Inès Baptiste", username: "KDS-0000009-1", profilePhoto: null, score: 2, weeklyActivity: 3 });
    // Weekly points and contributions are the bar's own figures.
    expect(answer.entries.weekly?.score).toBe(15);
    expect(answer.entries.tasks?.score).toBe(1);
    expect(answer.entries.invites).toBeNull();
  });

  it("places the member among the other rows of the board", async () => {
    const board = emptyBoard();
    board.weekly = [
      { rank: 1, fullName: "Marie Joseph", username: "KDS-0000001-8", profilePhoto: null, score: 40, weeklyActivity: 9 },
      { rank: 2, fullName: "Inès Baptiste", username: "KDS-0000009-1", profilePhoto: null, score: 3, weeklyActivity: 1 },
    ];
    const standing = makeGetOwnLeaderboardStanding({
      leaderboard: { boardFor: async () => board },
      scores: { ownRowOf: async () => ines },
      standings: standingsSaying({ ...barSays, rank: 2, weeklyPoints: 55 }),
      clock: fixedClock(new Date("2026-11-25T12:00:00Z")),
    });
    const answer = await Effect.runPromise(standing(9));
    expect(answer.rank).toBe(2);
    expect(answer.entries.weekly).toMatchObject({ rank: 1, score: 55 });
  });
});
