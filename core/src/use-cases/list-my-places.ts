import { Effect } from "effect";
import type { PlaceDirectory } from "../ports/place-directory";
import type { Location } from "../schemas/locations";

/** A member's own places in any status, newest first, a refusal with its reason (the "my" tab). */
export const makeListMyPlaces =
  ({ places }: { places: PlaceDirectory }) =>
  ({ memberId }: { memberId: number }): Effect.Effect<readonly Location[]> =>
    Effect.promise(() => places.listByAuthor(memberId));
