import { Effect } from "effect";
import { forbidden } from "../errors/accounts";
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
import { changesAny, mayCorrect, reviewAfterCorrection, type PlaceReader } from "../rules/reported-place-view";
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
  ({ reader, id, request }: UpdateConnectionPointInput): Effect.Effect<ConnectionPoint, DomainError> =>
    Effect.gen(function* () {
      const current = yield* Effect.promise(() => connectionPoints.find(id));
      if (current === undefined) return yield* Effect.fail(connectionPointNotFound());
      if (!mayCorrect(reader, current.reporterId)) return yield* Effect.fail(forbidden());
      const now = clock.now();
      const changes = changesOf(request, current, now);
      const review = reviewAfterCorrection(reader, changesAny(current, changes, reviewedConnectionPointFields));
      const corrected = yield* Effect.promise(() => connectionPoints.correct(id, changes, review, now));
      if (corrected === undefined) return yield* Effect.fail(connectionPointNotFound());
      return toConnectionPoint(corrected, reader);
    });
