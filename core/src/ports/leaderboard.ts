import type { Leaderboard, LeaderboardCategory } from "../schemas/points";

/**
 * The eight ranked lists of the leaderboard (DECISIONS 4), names and photos included: who may see
 * them is the use case's decision. The board is rebuilt at most once a minute, when something it
 * counts changed, so it may be about that old (docs/decisions/0009-leaderboard-freshness.md).
 */
export interface LeaderboardReader {
  /** The board whose weekly figures count from `weekStart` (Monday 00:00 in Haiti). */
  boardFor(weekStart: Date): Promise<Leaderboard>;
}

/** The member's own figures for their row on the board, counted as the board's sources count them. */
export interface OwnBoardRow {
  readonly fullName: string | null;
  readonly username: string | null;
  readonly profilePhoto: string | null;
  readonly scores: Readonly<Record<LeaderboardCategory, number>>;
  /** Points-ledger lines since `weekStart`. */
  readonly weeklyActivity: number;
}

/** One member's scores read now, not from the rebuilt board: their own row never waits for a rebuild. */
export interface OwnBoardScores {
  /** Null for an unknown member. */
  ownRowOf(userId: number, weekStart: Date): Promise<OwnBoardRow | null>;
}
