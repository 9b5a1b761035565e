import { Effect } from "effect";
import type { Clock } from "../ports/clock";
import type { SafePlaceStore } from "../ports/safe-places";
import { roundCoordinate } from "../rules/geo";
import type { PlaceReader } from "../rules/reported-place-view";
import { toSafePlace } from "../rules/safe-place-rules";
import { tidyList } from "../rules/tidy-list";
import type { CreateSafePlaceRequest, SafePlace } from "../schemas/safe-places";

export interface SubmitSafePlaceInput {
  /** The signed-in member, its reporter; a reporter in the body is never trusted. */
  readonly reader: PlaceReader;
  readonly request: CreateSafePlaceRequest;
}

/**
 * A member reports a safe place. It starts pending: shown to its reporter at once, to everyone
 * once a moderator verifies it (which pays the reporter's points).
 */
export const makeSubmitSafePlace =
  ({ safePlaces, clock }: { safePlaces: SafePlaceStore; clock: Clock }) =>
  ({ reader, request }: SubmitSafePlaceInput): Effect.Effect<SafePlace> =>
    Effect.promise(async () => {
      const place = await safePlaces.add(
        {
          name: request.name,
          description: request.description,
          latitude: roundCoordinate(request.latitude),
          longitude: roundCoordinate(request.longitude),
          address: request.address,
          category: request.category,
          safetyRating: request.safetyRating ?? 0,
          tags: tidyList(request.tags ?? []),
        },
        reader.id,
        clock.now(),
      );
      return toSafePlace(place, reader);
    });
