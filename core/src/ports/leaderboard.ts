import type { Leaderboard } from "../schemas/points";

/**
 * The eight ranked lists of the leaderboard (DECISIONS 4), names and photos included: who may see
 * them is the use case's decision. The board is rebuilt at most once a minute, when something it
 * counts changed, so it may be about that old (docs/decisions/0009-leaderboard-freshness.md).
 */
export interface LeaderboardReader {
  /** The board whose weekly figures count from `weekStart` (Monday 00:00 in Haiti). */
  boardFor(weekStart: Date): Promise<Leaderboard>;
}
