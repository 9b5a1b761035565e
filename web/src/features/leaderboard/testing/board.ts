import { leaderboardCategories, type Leaderboard, type LeaderboardEntry, type LeaderboardStanding } from "@kominote/core/schemas/points";
import { testMember } from "../../../testing/member";

const member = (rank: number, fullName: string, score: number, weeklyActivity: number, profilePhoto: string | null = null): LeaderboardEntry => ({
  rank,
  fullName,
  username: `KDS-000${String(rank).padStart(4, "0")}-${rank % 10}`,
  profilePhoto,
  score,
  weeklyActivity,
});

/** The board a member gets: names, member numbers and photos, ranks shared by equal scores. */
export const memberBoard: Leaderboard = {
  tasks: [
    member(1, "Marie Joseph", 42, 36),
    member(2, "Jean Pierre", 30, 24),
    member(3, "Roseline Charles", 18, 12),
    member(4, "Wilner Dorval", 9, 4),
    member(4, "Nadège Louis", 9, 0),
  ],
  invites: [],
  uploads: [member(1, "Jean Pierre", 12, 24)],
  comments: [member(1, "Roseline Charles", 7, 12)],
  views: [member(1, "Marie Joseph", 55, 36)],
  weekly: [member(1, "Jean Pierre", 61, 24), member(2, "Marie Joseph", 40, 36)],
  first: [member(1, "Marie Joseph", 3, 36)],
  diverse: [member(1, "Wilner Dorval", 4, 4)],
};

/** What a visitor gets for the same board: the server withholds every name, number and photo. */
export const visitorBoard: Leaderboard = Object.fromEntries(
  Object.entries(memberBoard).map(([category, entries]) => [
    category,
    entries.map((entry) => ({ ...entry, fullName: null, username: null, profilePhoto: null })),
  ]),
) as unknown as Leaderboard;

/** A board rebuilt before anyone scored: every category empty. */
export const emptyBoard: Leaderboard = Object.fromEntries(leaderboardCategories.map((category) => [category, []])) as unknown as Leaderboard;

/** The standing of a member with no score in any category, 40th by points. */
export const unplacedStanding: LeaderboardStanding = {
  rank: 40,
  totalPoints: 0,
  weeklyPoints: 0,
  entries: Object.fromEntries(leaderboardCategories.map((category) => [category, null])) as unknown as LeaderboardStanding["entries"],
};

/** The test member just after sharing one idea: 5 points, first on the points bar, not on the rebuilt board yet. */
export const freshStanding: LeaderboardStanding = {
  rank: 1,
  totalPoints: 5,
  weeklyPoints: 5,
  entries: {
    ...unplacedStanding.entries,
    weekly: { rank: 1, fullName: testMember.fullName, username: testMember.username, profilePhoto: null, score: 5, weeklyActivity: 1 },
  },
};
