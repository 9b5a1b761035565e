import type { NewPlace, PlaceChanges, PlaceDirectory, PlaceListFilter, PlacePage, StoredPlace } from "@kominote/core/ports/place-directory";
import type { Location, LocationSummary } from "@kominote/core/schemas/locations";

/** Hands every call to the directory it wraps: the base of the directories that answer a few calls their own way. */
export class PassThroughPlaceDirectory implements PlaceDirectory {
  constructor(protected readonly directory: PlaceDirectory) {}

  list(filter: PlaceListFilter): Promise<PlacePage> {
    return this.directory.list(filter);
  }

  summary(since: Date): Promise<LocationSummary> {
    return this.directory.summary(since);
  }

  find(id: number): Promise<StoredPlace | null> {
    return this.directory.find(id);
  }

  listByAuthor(authorId: number): Promise<readonly Location[]> {
    return this.directory.listByAuthor(authorId);
  }

  /** A submission waits for review: nothing any list or figure shows changes. */
  submit(place: NewPlace): Promise<Location> {
    return this.directory.submit(place);
  }

  update(id: number, changes: PlaceChanges): Promise<Location | null> {
    return this.directory.update(id, changes);
  }
}
