import type { LeaderboardEntry } from "../schemas/points";

/** Members listed per category on the rebuilt board (decision 0009). */
export const leaderboardListed = 50;

/**
 * The member's own row placed among a category's listed rows: their own score, read now, ranked
 * against the other members' rows of the board (equal scores share a rank, as on the board). The
 * others' scores are the board's, at most about a minute old; the member's own never are. Null
 * with no score (the board lists nobody at 0), or when the category is full and the member scores
 * below its last row (members the board does not list may be ahead of them: no rank can be told).
 */
export const placeOwnRow = (
  listed: readonly LeaderboardEntry[],
  own: Omit<LeaderboardEntry, "rank">,
  listedMax: number = leaderboardListed,
): LeaderboardEntry | null => {
  if (own.score <= 0) return null;
  // The member number identifies a member: it is unique and never changes (DECISIONS 5).
  const others = listed.filter((entry) => entry.username === null || entry.username !== own.username);
  const last = others.at(-1);
  if (others.length >= listedMax && last !== undefined && own.score < last.score) return null;
  return { ...own, rank: 1 + others.filter((entry) => entry.score > own.score).length };
};
