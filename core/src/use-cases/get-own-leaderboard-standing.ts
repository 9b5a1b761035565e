import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { Clock } from "../ports/clock";
import type { LeaderboardReader, OwnBoardScores } from "../ports/leaderboard";
import type { PointsStandings } from "../ports/points-standings";
import { leaderboardListed, placeOwnRow } from "../rules/leaderboard-standing";
import { weekStartsIn } from "../rules/zoned-periods";
import { leaderboardCategories, type LeaderboardCategory, type LeaderboardEntry, type LeaderboardStanding } from "../schemas/points";

export interface GetOwnLeaderboardStandingDependencies {
  leaderboard: LeaderboardReader;
  scores: OwnBoardScores;
  /** The points bar's own reading: the rank, points and contributions shown are the bar's. */
  standings: PointsStandings;
  clock: Clock;
  listedMax?: number;
}

/**
 * The signed-in member's standing beside the leaderboard: the board is rebuilt at most once a
 * minute, so a member who just earned points would not find themselves on it (decision 0009).
 * Their rank and points are the points bar's, and their own row in each category is counted now
 * and placed among the board's other rows. Weekly points and contributions are taken from the
 * bar's reading, so the two can never disagree.
 */
export const makeGetOwnLeaderboardStanding = ({ leaderboard, scores, standings, clock, listedMax = leaderboardListed }: GetOwnLeaderboardStandingDependencies) => {
  const weekStart = weekStartsIn();
  return (userId: number): Effect.Effect<LeaderboardStanding, DomainError> =>
    Effect.promise(async () => {
      const week = weekStart(clock.now());
      const [board, own, stats] = await Promise.all([leaderboard.boardFor(week), scores.ownRowOf(userId, week), standings.statsOf(userId, week)]);
      const scoreOf = (category: LeaderboardCategory): number =>
        category === "weekly" ? stats.weeklyPoints : category === "tasks" ? stats.totalContributions : (own?.scores[category] ?? 0);
      const entryIn = (category: LeaderboardCategory): LeaderboardEntry | null =>
        own === null
          ? null
          : placeOwnRow(
              board[category],
              { fullName: own.fullName, username: own.username, profilePhoto: own.profilePhoto, score: scoreOf(category), weeklyActivity: own.weeklyActivity },
              listedMax,
            );
      return {
        rank: stats.rank,
        totalPoints: stats.totalPoints,
        weeklyPoints: stats.weeklyPoints,
        entries: Object.fromEntries(leaderboardCategories.map((category) => [category, entryIn(category)])) as LeaderboardStanding["entries"],
      };
    });
};
