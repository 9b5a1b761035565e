import { Effect } from "effect";
import type { ConnectionPointStore } from "../ports/connection-points";
import { toConnectionPointSummary } from "../rules/connection-point-rules";
import type { ConnectionPointSummary } from "../schemas/connection-points";

/**
 * The connection map's four figures, counted on the server over the verified points only, so
 * every member reads the same ones and a pending report moves none of them.
 */
export const makeGetConnectionPointSummary =
  ({ connectionPoints }: { connectionPoints: ConnectionPointStore }) =>
  (): Effect.Effect<ConnectionPointSummary> =>
    Effect.promise(async () => toConnectionPointSummary(await connectionPoints.figures()));
