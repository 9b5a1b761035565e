import { Effect } from "effect";
import { authRequired } from "../errors/accounts";
import type { DomainError } from "../errors/domain-error";
import { placeCursorMismatch } from "../errors/places";
import type { PlaceDirectory, PlaceListFilter, PlaceOrder, PlacePage, PlaceVisibility } from "../ports/place-directory";
import type { SessionMember } from "../ports/session-store";
import { parseBoundingBox, parseNearPoint, snapToTiles } from "../rules/map-viewport";
import { decodePlaceCursor, encodePlaceCursor } from "../rules/place-cursor";
import type { Location, LocationListQuery } from "../schemas/locations";

export interface ListPlacesInput {
  readonly query: LocationListQuery;
  /** The signed-in member, or null for a visitor. */
  readonly viewer: SessionMember | null;
}

export interface PlaceListPage {
  readonly places: readonly Location[];
  /** Hand it back as `cursor` for the next page; null on the last one. */
  readonly nextCursor: string | null;
}

/**
 * A kept page (the directory hands the same object to every reader for a few seconds) has its
 * next cursor written once, not on every request.
 */
const nextCursors = new WeakMap<PlacePage, string | null>();

const nextCursorOf = (page: PlacePage): string | null => {
  const known = nextCursors.get(page);
  if (known !== undefined) return known;
  const cursor = page.next === null ? null : encodePlaceCursor(page.next);
  nextCursors.set(page, cursor);
  return cursor;
};

/**
 * The places list (decision 0022): approved places for everyone; "mine" the member's own in any
 * status (a visitor must sign in); "all" both, which for a visitor is the approved ones. The
 * schema has checked every parameter; a cursor of another order than the one asked is refused
 * rather than read wrongly.
 */
export const makeListPlaces =
  ({ places }: { places: PlaceDirectory }) =>
  ({ query, viewer }: ListPlacesInput): Effect.Effect<PlaceListPage, DomainError> =>
    Effect.gen(function* () {
      let visibility: PlaceVisibility = { kind: "approved" };
      if (query.status === "mine") {
        if (viewer === null) return yield* Effect.fail(authRequired());
        visibility = { kind: "mine", memberId: viewer.id };
      } else if (query.status === "all" && viewer !== null) {
        visibility = { kind: "approvedAndMine", memberId: viewer.id };
      }

      const near = query.near === undefined ? null : parseNearPoint(query.near);
      const order: PlaceOrder = query.sort === "distance" && near !== null ? { sort: "distance", near } : { sort: query.sort === "recent" ? "recent" : "name" };
      const after = query.cursor === undefined ? null : decodePlaceCursor(query.cursor);
      if (after !== null && after.sort !== order.sort) return yield* Effect.fail(placeCursorMismatch());
      // Widened to its map tiles, so neighbouring viewports share one kept answer (decision 0036).
      const asked = query.bbox === undefined ? null : parseBoundingBox(query.bbox);
      const box = asked === null ? null : snapToTiles(asked);
      const nameContains = query.q?.trim() ?? "";

      const filter: PlaceListFilter = {
        visibility,
        order,
        limit: query.limit,
        ...(query.region === undefined ? {} : { region: query.region }),
        ...(box === null ? {} : { box }),
        ...(nameContains === "" ? {} : { nameContains }),
        ...(after === null ? {} : { after }),
      };
      const page = yield* Effect.promise(() => places.list(filter));
      return { places: page.places, nextCursor: nextCursorOf(page) };
    });

export type ListPlaces = ReturnType<typeof makeListPlaces>;
