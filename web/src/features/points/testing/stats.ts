import type { UserStats } from "@kominote/core/schemas/points";

/** A member between Apprentice (250) and Intermediate (500), as GET /api/user/stats answers. */
export const apprenticeStats: UserStats = { totalPoints: 320, weeklyPoints: 45, rank: 12, totalContributions: 7 };

/** A newcomer: 0 points. */
export const newcomerStats: UserStats = { totalPoints: 0, weeklyPoints: 0, rank: 1_204, totalContributions: 0 };

/** Past the top threshold (8000): no next level. */
export const topStats: UserStats = { totalPoints: 9_150, weeklyPoints: 310, rank: 1, totalContributions: 412 };
