import type { UserStats } from "../schemas/points";
import type { PointEntry } from "./member-events";

/** What the points ledger says about one member, read from the totals kept beside it. */
export interface PointsStandings {
  /** Weekly points count the ledger lines from `weekStart` on. */
  statsOf(userId: number, weekStart: Date): Promise<UserStats>;
  /** Newest first. */
  recentOf(userId: number, limit: number): Promise<PointEntry[]>;
}
