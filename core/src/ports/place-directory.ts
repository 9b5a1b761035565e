import type { Coordinates } from "../rules/geo";
import type { BoundingBox } from "../rules/map-viewport";
import type { PlaceCursor } from "../rules/place-cursor";
import type { ReviewStatus } from "../schemas/contributions";
import type { Location, LocationSummary, Region } from "../schemas/locations";

/** A place as stored, with what only the server reads: who submitted it. */
export interface StoredPlace extends Location {
  readonly authorId: number;
}

/** A member's submission, checked by the use case: the region is computed, never sent. */
export interface NewPlace {
  readonly authorId: number;
  readonly name: string;
  readonly description: string | null;
  readonly photoUrl: string | null;
  readonly latitude: number;
  readonly longitude: number;
  readonly region: Region;
}

/** An edit; a field left out keeps its value. `status` set sends it back to review (its reason cleared). */
export interface PlaceChanges {
  readonly name?: string;
  readonly description?: string | null;
  readonly photoUrl?: string | null;
  readonly status?: Extract<ReviewStatus, "pending">;
}

/** Whose places a list holds: the approved ones, a member's own (any status), or both. */
export type PlaceVisibility =
  | { readonly kind: "approved" }
  | { readonly kind: "mine"; readonly memberId: number }
  | { readonly kind: "approvedAndMine"; readonly memberId: number };

export type PlaceOrder = { readonly sort: "name" } | { readonly sort: "recent" } | { readonly sort: "distance"; readonly near: Coordinates };

export interface PlaceListFilter {
  readonly visibility: PlaceVisibility;
  readonly region?: Region;
  readonly box?: BoundingBox;
  /** Folded as placeNameKey folds (accents and case away): the name key must contain it. */
  readonly nameContains?: string;
  readonly order: PlaceOrder;
  /** Where the previous page stopped; of the same order (the use case checks). */
  readonly after?: PlaceCursor;
  readonly limit: number;
}

/** One page, and where the next starts (null on the last page). */
export interface PlacePage {
  readonly places: readonly Location[];
  readonly next: PlaceCursor | null;
}

/** Members' places on the map (decision 0022). */
export interface PlaceDirectory {
  /** A page of places in the filter's order, keyset-paginated: the cursor's row is never repeated. */
  list(filter: PlaceListFilter): Promise<PlacePage>;
  /** The /map figures over approved places; `since` starts "this week". */
  summary(since: Date): Promise<LocationSummary>;
  find(id: number): Promise<StoredPlace | null>;
  /** The author's places, any status, newest first. */
  listByAuthor(authorId: number): Promise<readonly Location[]>;
  /** Stores it pending review. */
  submit(place: NewPlace): Promise<Location>;
  /** The place as saved, or null when there is no such place. */
  update(id: number, changes: PlaceChanges): Promise<Location | null>;
}
