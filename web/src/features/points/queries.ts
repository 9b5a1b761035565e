export { userStatsQueryKey, userStatsQueryOptions, useUserStats } from "./api/get-user-stats";
export { recentPointsQueryKey, recentPointsQueryOptions } from "./api/list-recent-points";
