import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { safePlaceNotFound } from "../errors/safe-places";
import type { Clock } from "../ports/clock";
import type { SafePlaceFields, SafePlaceStore } from "../ports/safe-places";
import { roundCoordinate } from "../rules/geo";
import { correctReportedPlace } from "../rules/reported-place-correction";
import type { PlaceReader } from "../rules/reported-place-view";
import { reviewedSafePlaceFields, toSafePlace } from "../rules/safe-place-rules";
import { tidyList } from "../rules/tidy-list";
import type { SafePlace, UpdateSafePlaceRequest } from "../schemas/safe-places";

export interface UpdateSafePlaceInput {
  /** The signed-in member: the place's reporter or a moderator, else 403. */
  readonly reader: PlaceReader;
  readonly id: number;
  readonly request: UpdateSafePlaceRequest;
}

/** The request's fields as stored: coordinates to six decimals, tags tidied. */
const changesOf = ({ latitude, longitude, tags, ...rest }: UpdateSafePlaceRequest): Partial<SafePlaceFields> => ({
  ...rest,
  ...(latitude === undefined ? {} : { latitude: roundCoordinate(latitude) }),
  ...(longitude === undefined ? {} : { longitude: roundCoordinate(longitude) }),
  ...(tags === undefined ? {} : { tags: tidyList(tags) }),
});

/**
 * Its reporter or a moderator corrects a safe place. A reporter's change goes back to review (a
 * verified place waits again, a rejected one is submitted again); a moderator's keeps the review.
 */
export const makeUpdateSafePlace =
  ({ safePlaces, clock }: { safePlaces: SafePlaceStore; clock: Clock }) =>
  ({ reader, id, request }: UpdateSafePlaceInput): Effect.Effect<SafePlace, DomainError> =>
    correctReportedPlace(
      safePlaces,
      { reader, id, at: clock.now() },
      { notFound: safePlaceNotFound, reviewedFields: reviewedSafePlaceFields, changesFor: () => changesOf(request) },
    ).pipe(Effect.map((place) => toSafePlace(place, reader)));
