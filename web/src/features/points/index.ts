/**
 * The points feature's public entry: the level icon, the points toasts and the member's statistics and
 * recent points, which live events update.
 */
export { LevelIcon } from "./components/level-icon";
export { PointsToastHost } from "./components/points-toast-host";
export { userStatsQueryKey, userStatsQueryOptions, useUserStats } from "./api/get-user-stats";
export { recentPointsQueryKey, recentPointsQueryOptions } from "./api/list-recent-points";
