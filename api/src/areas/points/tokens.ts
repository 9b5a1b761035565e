import type { PointsLedger } from "@kominote/core/ports/points-ledger";
import type { PointsStandings } from "@kominote/core/ports/points-standings";
import type { makeGetUserStats } from "@kominote/core/use-cases/get-user-stats";
import type { makeListRecentPoints } from "@kominote/core/use-cases/list-recent-points";
import { token } from "../../tokens";

/** The points ledger and members' standings; other areas award points through `pointsLedger`. */
export const pointsTokens = {
  /** Kept in memory per member; the ledger tells it which member's points changed. */
  pointsStandings: token<PointsStandings & { forget(userId: number): void }>("PointsStandings"),
  pointsLedger: token<PointsLedger>("PointsLedger"),
  getUserStats: token<ReturnType<typeof makeGetUserStats>>("GetUserStats"),
  listRecentPoints: token<ReturnType<typeof makeListRecentPoints>>("ListRecentPoints"),
} as const;
