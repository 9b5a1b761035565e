import { Effect } from "effect";
import type { PointAward, PointsLedger } from "../ports/points-ledger";

/**
 * Awards points after the thing that earned them is stored. The thing stays stored if the ledger
 * fails: the failure goes to `onFailure` and the award counts as 0 points.
 */
export const awardPointsQuietly = (
  points: PointsLedger,
  award: PointAward,
  onFailure: (cause: unknown) => void,
): Effect.Effect<number> =>
  Effect.tryPromise({ try: () => points.award(award), catch: (cause) => cause }).pipe(
    Effect.catch((cause) => Effect.sync(() => (onFailure(cause), 0))),
  );
