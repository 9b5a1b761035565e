import type { LeaderboardEntry } from "../schemas/points";

/** A board row for tests: the member number doubles as the name, no photo, no activity. */
export const boardRow = (rank: number, username: string, score: number): LeaderboardEntry => ({
  rank,
  fullName: username,
  username,
  profilePhoto: null,
  score,
  weeklyActivity: 0,
});
