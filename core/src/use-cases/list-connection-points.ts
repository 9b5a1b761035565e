import { Effect } from "effect";
import type { ConnectionPointStore } from "../ports/connection-points";
import { toConnectionPoint } from "../rules/connection-point-rules";
import type { PlaceReader } from "../rules/reported-place-view";
import { searchWords } from "../rules/searchable-text";
import type { ConnectionPoint, ConnectionPointListQuery } from "../schemas/connection-points";

export interface ListConnectionPointsInput {
  readonly reader: PlaceReader;
  readonly query: ConnectionPointListQuery;
}

/**
 * The connection points a member sees: every verified one whatever its status (active,
 * intermittent, inactive), and their own whatever its review (a rejected one with the reason),
 * never another member's unverified ones; narrowed by words and connection type, by name.
 */
export const makeListConnectionPoints =
  ({ connectionPoints }: { connectionPoints: ConnectionPointStore }) =>
  ({ reader, query }: ListConnectionPointsInput): Effect.Effect<readonly ConnectionPoint[]> =>
    Effect.promise(async () => {
      const points = await connectionPoints.list({
        readerId: reader.id,
        words: searchWords(query.q),
        ...(query.connectionType === undefined ? {} : { kind: query.connectionType }),
      });
      return points.map((point) => toConnectionPoint(point, reader));
    });
