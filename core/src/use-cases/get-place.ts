import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { placeNotFound } from "../errors/places";
import type { PlaceDirectory } from "../ports/place-directory";
import type { SessionMember } from "../ports/session-store";
import { mayManagePlace } from "../rules/place-access";
import type { Location } from "../schemas/locations";

/**
 * One place, for /map?place={id}: anyone sees an approved one; a pending or refused one only its
 * author and moderators, and to anyone else it reads as missing, so ids cannot be probed.
 */
export const makeGetPlace =
  ({ places }: { places: PlaceDirectory }) =>
  ({ placeId, viewer }: { placeId: number; viewer: SessionMember | null }): Effect.Effect<Location, DomainError> =>
    Effect.gen(function* () {
      const found = yield* Effect.promise(() => places.find(placeId));
      if (found === null) return yield* Effect.fail(placeNotFound());
      const { authorId, ...place } = found;
      if (place.status !== "approved" && !mayManagePlace(viewer, authorId)) return yield* Effect.fail(placeNotFound());
      return place;
    });
