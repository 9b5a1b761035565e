/**
 * The leaderboard's categories, in the order the board shows them. Kept apart from the schemas so a
 * screen that only names the categories (the /leaderboard route checking ?category=) needs no schema
 * library on the first page.
 */
export const leaderboardCategories = [
  "tasks",
  "invites",
  "uploads",
  "comments",
  "views",
  "weekly",
  "first",
  "diverse",
] as const;

export type LeaderboardCategory = (typeof leaderboardCategories)[number];
