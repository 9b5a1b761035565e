import { Effect } from "effect";
import { connectionPointNotFound } from "../errors/connection-points";
import type { DomainError } from "../errors/domain-error";
import type { Clock } from "../ports/clock";
import type { ConnectionPointFields, ConnectionPointStore } from "../ports/connection-points";
import {
  measuredConnectionPointFields,
  requirementsFor,
  reviewedConnectionPointFields,
  toConnectionPoint,
} from "../rules/connection-point-rules";
import { roundCoordinate } from "../rules/geo";
import { correctReportedPlace } from "../rules/reported-place-correction";
import { changesAny, type PlaceReader } from "../rules/reported-place-view";
import type { ConnectionPoint, UpdateConnectionPointRequest } from "../schemas/connection-points";

export interface UpdateConnectionPointInput {
  /** The signed-in member: the point's reporter or a moderator, else 403. */
  readonly reader: PlaceReader;
  readonly id: number;
  readonly request: UpdateConnectionPointRequest;
}

/** The request's fields as stored, against the point as it is: requirements follow whether it ends up free. */
const changesOf = (
  { latitude, longitude, requirements, ...rest }: UpdateConnectionPointRequest,
  current: ConnectionPointFields,
  now: Date,
): Partial<ConnectionPointFields> => {
  const isFree = rest.isFree ?? current.isFree;
  const changes: Partial<ConnectionPointFields> = {
    ...rest,
    ...(latitude === undefined ? {} : { latitude: roundCoordinate(latitude) }),
    ...(longitude === undefined ? {} : { longitude: roundCoordinate(longitude) }),
    requirements: requirementsFor(isFree, requirements === undefined ? current.requirements : requirements),
  };
  return changesAny(current, changes, measuredConnectionPointFields) ? { ...changes, lastTested: now.toISOString() } : changes;
};

/**
 * Its reporter or a moderator corrects a connection point. A new status, speed or reliability is
 * a new test (it moves `lastTested`) and keeps the point's review; a reporter's change of anything
 * a moderator checked goes back to review; a moderator's correction keeps it.
 */
export const makeUpdateConnectionPoint =
  ({ connectionPoints, clock }: { connectionPoints: ConnectionPointStore; clock: Clock }) =>
  ({ reader, id, request }: UpdateConnectionPointInput): Effect.Effect<ConnectionPoint, DomainError> => {
    const at = clock.now();
    return correctReportedPlace(
      connectionPoints,
      { reader, id, at },
      {
        notFound: connectionPointNotFound,
        reviewedFields: reviewedConnectionPointFields,
        changesFor: (current) => changesOf(request, current, at),
      },
    ).pipe(Effect.map((point) => toConnectionPoint(point, reader)));
  };
