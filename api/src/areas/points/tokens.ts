import type { PointsLedger } from "@kominote/core/ports/points-ledger";
import type { PointsStandings } from "@kominote/core/ports/points-standings";
import { makeGetUserStats } from "@kominote/core/use-cases/get-user-stats";
import { makeListRecentPoints } from "@kominote/core/use-cases/list-recent-points";
import { token, useCaseTokens } from "../../tokens";

/** The points ledger and members' standings; other areas award points through `pointsLedger`. */
export const pointsTokens = {
  /** Kept in memory per member; the ledger tells it which member's points changed. */
  pointsStandings: token<PointsStandings & { forget(userId: number): void }>("PointsStandings"),
  pointsLedger: token<PointsLedger>("PointsLedger"),
  ...useCaseTokens({ makeGetUserStats, makeListRecentPoints }),
} as const;
