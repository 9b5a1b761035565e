import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { Clock } from "../ports/clock";
import type { PointsStandings } from "../ports/points-standings";
import { weekStartsIn } from "../rules/zoned-periods";
import type { UserStats } from "../schemas/points";

/** The points bar: total and weekly points (weeks start Monday 00:00 in Haiti), rank, contributions. */
export const makeGetUserStats =
  ({ standings, clock }: { standings: PointsStandings; clock: Clock }) => {
    const weekStart = weekStartsIn();
    return (userId: number): Effect.Effect<UserStats, DomainError> =>
      Effect.promise(() => standings.statsOf(userId, weekStart(clock.now())));
  };
