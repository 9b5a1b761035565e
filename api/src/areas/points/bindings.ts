import { CachedPointsStandings } from "@kominote/adapters/points/cached-points-standings";
import { KnexPointsLedger } from "@kominote/adapters/points/knex-points-ledger";
import { KnexPointsStandings } from "@kominote/adapters/points/knex-points-standings";
import { makeGetUserStats } from "@kominote/core/use-cases/get-user-stats";
import { makeListRecentPoints } from "@kominote/core/use-cases/list-recent-points";
import type { FastifyBaseLogger } from "fastify";
import type { Container } from "inversify";
import { translate } from "../../http/messages";
import { resolve, tokens, type Database } from "../../tokens";
import { notificationsTokens } from "../notifications/tokens";
import { pointsTokens } from "./tokens";

/**
 * How long a member's stats and recent points are served from memory. Their own awards show at
 * once (the writes forget them); a rank moved by other members' points is seen within this time,
 * which the 5 s polling of the points bar allows.
 */
const memberReadsCacheMs = 5_000;

/**
 * The points ledger and members' standings, which other areas reach through `pointsTokens.pointsLedger`.
 * Needs the clock and the member events to be bound.
 */
export const bindPoints = (container: Container, database: Database, logger: FastifyBaseLogger): void => {
  const transactions = resolve(container, tokens.transactions);
  container.bind(pointsTokens.pointsStandings).toDynamicValue(
    (ctx) =>
      new CachedPointsStandings(new KnexPointsStandings(database), resolve(ctx, tokens.clock), memberReadsCacheMs, (forget) =>
        transactions.afterCommit(forget),
      ),
  );
  container.bind(pointsTokens.pointsLedger).toDynamicValue((ctx) => {
    const cached = resolve(ctx, pointsTokens.pointsStandings);
    return new KnexPointsLedger(database, cached, resolve(ctx, notificationsTokens.memberEvents), resolve(ctx, tokens.clock), {
      onRecorded: (userId) => cached.forget(userId),
      onPushFailure: (cause) => logger.warn({ err: cause }, "points were recorded but could not be pushed to the member's streams"),
    });
  });

  container.bind(pointsTokens.getUserStats).toDynamicValue((ctx) =>
    makeGetUserStats({ standings: resolve(ctx, pointsTokens.pointsStandings), clock: resolve(ctx, tokens.clock) }),
  );
  container.bind(pointsTokens.listRecentPoints).toDynamicValue((ctx) =>
    makeListRecentPoints({ standings: resolve(ctx, pointsTokens.pointsStandings), translate }),
  );
};
