import type { AreaRouteSettings } from "../../http/route-settings";

export const leaderboardRouteSettings: AreaRouteSettings = {
  // Members get the names; visitors the same board without them.
  getLeaderboard: { readsMember: true },
  // Each call counts the member's scores in every category, now (a handful of indexed reads).
  getOwnLeaderboardStanding: { rateLimit: { max: 120, timeWindow: "10 minutes" } },
};
