import { Effect } from "effect";
import type { Clock } from "../ports/clock";
import type { ConnectionPointStore } from "../ports/connection-points";
import { requirementsFor, toConnectionPoint } from "../rules/connection-point-rules";
import { roundCoordinate } from "../rules/geo";
import type { PlaceReader } from "../rules/reported-place-view";
import type { ConnectionPoint, CreateConnectionPointRequest } from "../schemas/connection-points";

export interface SubmitConnectionPointInput {
  /** The signed-in member, its reporter; a reporter in the body is never trusted. */
  readonly reader: PlaceReader;
  readonly request: CreateConnectionPointRequest;
}

/**
 * A member reports a connection point they have just used: it starts active, tested now at the
 * speed they give, public and free unless they say otherwise, and pending until a moderator
 * verifies it (which pays the reporter's points).
 */
export const makeSubmitConnectionPoint =
  ({ connectionPoints, clock }: { connectionPoints: ConnectionPointStore; clock: Clock }) =>
  ({ reader, request }: SubmitConnectionPointInput): Effect.Effect<ConnectionPoint> =>
    Effect.promise(async () => {
      const now = clock.now();
      const isFree = request.isFree ?? true;
      const point = await connectionPoints.add(
        {
          name: request.name,
          description: request.description,
          latitude: roundCoordinate(request.latitude),
          longitude: roundCoordinate(request.longitude),
          address: request.address,
          connectionType: request.connectionType,
          speed: request.speed,
          reliability: request.reliability ?? 0,
          isPublic: request.isPublic ?? true,
          isFree,
          requirements: requirementsFor(isFree, request.requirements),
          status: "active",
          lastTested: now.toISOString(),
        },
        reader.id,
        now,
      );
      return toConnectionPoint(point, reader);
    });
