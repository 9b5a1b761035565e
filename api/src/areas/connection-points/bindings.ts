import { connectionPointTable, KnexConnectionPoints } from "@kominote/adapters/connection-points/knex-connection-points";
import { makeGetConnectionPointSummary } from "@kominote/core/use-cases/get-connection-point-summary";
import { makeListConnectionPoints } from "@kominote/core/use-cases/list-connection-points";
import { makeSubmitConnectionPoint } from "@kominote/core/use-cases/submit-connection-point";
import { makeUpdateConnectionPoint } from "@kominote/core/use-cases/update-connection-point";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "../../tokens";
import { connectionPointsTokens } from "./tokens";

/**
 * The connection points: each member's list (the verified ones and their own), the map's figures,
 * reports and corrections. Uncached: every list holds its reader's own points, and the figures are
 * one indexed count.
 */
export const bindConnectionPoints = (container: Container, database: Database): void => {
  container.bind(connectionPointsTokens.connectionPointStore).toDynamicValue(() => new KnexConnectionPoints(database, connectionPointTable));
  const store = (ctx: Parameters<typeof resolve>[0]) => resolve(ctx, connectionPointsTokens.connectionPointStore);
  container
    .bind(connectionPointsTokens.listConnectionPoints)
    .toDynamicValue((ctx) => makeListConnectionPoints({ connectionPoints: store(ctx) }));
  container
    .bind(connectionPointsTokens.getConnectionPointSummary)
    .toDynamicValue((ctx) => makeGetConnectionPointSummary({ connectionPoints: store(ctx) }));
  container
    .bind(connectionPointsTokens.submitConnectionPoint)
    .toDynamicValue((ctx) => makeSubmitConnectionPoint({ connectionPoints: store(ctx), clock: resolve(ctx, tokens.clock) }));
  container
    .bind(connectionPointsTokens.updateConnectionPoint)
    .toDynamicValue((ctx) => makeUpdateConnectionPoint({ connectionPoints: store(ctx), clock: resolve(ctx, tokens.clock) }));
};
