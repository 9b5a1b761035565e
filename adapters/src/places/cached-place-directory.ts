import type { Clock } from "@kominote/core/ports/clock";
import type { NewPlace, PlaceChanges, PlaceDirectory, PlaceListFilter, PlacePage, StoredPlace } from "@kominote/core/ports/place-directory";
import type { Location, LocationSummary } from "@kominote/core/schemas/locations";
import { immediately, seeingWrites, type AfterCommit, type WatchingCache, type WriteOf } from "../cache/seeing-writes";
import { ShortMemo } from "../cache/short-memo";

/**
 * The key of a first page every visitor asks for alike (approved places, by name or newest, a
 * region at most, the default size), or null for a page that is not worth keeping: a viewport,
 * a search, a position or a later page differ from reader to reader.
 */
const sharedFirstPageKey = (filter: PlaceListFilter): string | null => {
  if (filter.visibility.kind !== "approved" || filter.after !== undefined || filter.box !== undefined || filter.nameContains !== undefined) return null;
  if (filter.order.sort === "distance") return null;
  return `${filter.order.sort}:${filter.region ?? "*"}:${filter.limit}`;
};

/**
 * The map's first pages and figures, the same for every visitor, served from memory for `ttlMs`:
 * the same object until it changes, so its JSON and ETag are made once per version. A submission
 * waits for review and changes nothing public; an edit may (a published place sent back to
 * review leaves the map), and a moderator's verdict does, through `seeing` (the places' review
 * source): either is shown at once.
 */
export class CachedPlaceDirectory implements PlaceDirectory, WatchingCache {
  readonly #pages: ShortMemo<PlacePage>;
  readonly #summary: ShortMemo<LocationSummary>;

  constructor(
    private readonly directory: PlaceDirectory,
    clock: Clock,
    ttlMs: number,
    private readonly afterCommit: AfterCommit = immediately,
  ) {
    // Two orders by six regions or none, at the page sizes screens use.
    this.#pages = new ShortMemo(clock, ttlMs, 32);
    this.#summary = new ShortMemo(clock, ttlMs, 1);
  }

  list(filter: PlaceListFilter): Promise<PlacePage> {
    const key = sharedFirstPageKey(filter);
    return key === null ? this.directory.list(filter) : this.#pages.get(key, () => this.directory.list(filter));
  }

  /** The week's start moves every millisecond: kept by the minute, a figure at most a minute behind. */
  summary(since: Date): Promise<LocationSummary> {
    const minute = Math.floor(since.getTime() / 60_000);
    return this.#summary.get(minute, () => this.directory.summary(new Date(minute * 60_000)));
  }

  find(id: number): Promise<StoredPlace | null> {
    return this.directory.find(id);
  }

  listByAuthor(authorId: number): Promise<readonly Location[]> {
    return this.directory.listByAuthor(authorId);
  }

  submit(place: NewPlace): Promise<Location> {
    return this.directory.submit(place);
  }

  async update(id: number, changes: PlaceChanges): Promise<Location | null> {
    const updated = await this.directory.update(id, changes);
    this.invalidate();
    this.afterCommit(() => this.invalidate());
    return updated;
  }

  seeing<T extends object>(writer: T, writes: readonly WriteOf<T>[]): T {
    return seeingWrites(writer, writes, () => this.invalidate(), this.afterCommit);
  }

  invalidate(): void {
    this.#pages.clear();
    this.#summary.clear();
  }
}
