import { Effect } from "effect";
import type { SafePlaceStore } from "../ports/safe-places";
import type { PlaceReader } from "../rules/reported-place-view";
import { toSafePlace } from "../rules/safe-place-rules";
import { searchWords } from "../rules/searchable-text";
import type { SafePlace, SafePlaceListQuery } from "../schemas/safe-places";

export interface ListSafePlacesInput {
  readonly reader: PlaceReader;
  readonly query: SafePlaceListQuery;
}

/**
 * The safe places a member sees: every verified one, and their own whatever its review (a
 * rejected one with the reason), never another member's unverified ones; narrowed by words and
 * category, by name.
 */
export const makeListSafePlaces =
  ({ safePlaces }: { safePlaces: SafePlaceStore }) =>
  ({ reader, query }: ListSafePlacesInput): Effect.Effect<readonly SafePlace[]> =>
    Effect.promise(async () => {
      const places = await safePlaces.list({
        readerId: reader.id,
        words: searchWords(query.q),
        ...(query.category === undefined ? {} : { kind: query.category }),
      });
      return places.map((place) => toSafePlace(place, reader));
    });
