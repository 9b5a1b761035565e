import type { Clock } from "@kominote/core/ports/clock";
import type { PlaceChanges, PlaceDirectory, PlaceListFilter, PlacePage } from "@kominote/core/ports/place-directory";
import type { Location, LocationSummary } from "@kominote/core/schemas/locations";
import { immediately, seeingWrites, type AfterCommit, type WatchingCache, type WriteOf } from "../cache/seeing-writes";
import { ShortMemo } from "../cache/short-memo";
import { PassThroughPlaceDirectory } from "./pass-through-place-directory";

/**
 * The key of any page of approved places (every page, viewport, search, region and order), the
 * same answer for every reader who asks the same thing; null for a member's own places, which
 * differ from reader to reader. A reader's position (the distance order) is kept too: two
 * readers at the same point share it, and the memo's capacity bounds what strangers can fill.
 */
const approvedPageKey = (filter: PlaceListFilter): string | null => {
  if (filter.visibility.kind !== "approved") return null;
  const { order, region, box, nameContains, after, limit } = filter;
  const orderKey = order.sort === "distance" ? `distance@${order.near.latitude},${order.near.longitude}` : order.sort;
  const boxKey = box === undefined ? "*" : `${box.minLongitude},${box.minLatitude},${box.maxLongitude},${box.maxLatitude}`;
  const afterKey = after === undefined ? "*" : `${after.sort}|${String(after.key)}|${after.id}`;
  // JSON for the free text: no separator a search could contain confuses two keys.
  return JSON.stringify([orderKey, region ?? "*", boxKey, nameContains ?? "", afterKey, limit]);
};

/**
 * Pages kept at once: enough for the popular first pages, searches and their next pages, and the
 * few hundred tile-snapped viewports that cover Haiti at a city's zoom (decision 0036).
 */
const pagesKept = 512;

/**
 * A page is kept from the second time it is asked within the lifetime (decision 0039): the memory
 * behind makes any page without a query, and a page asked once (a cursor nobody hands back, a
 * name nobody searches again) held its 14 KB text and bytes for seconds, long enough to be moved
 * to the heap's old generation and freed by full collections, the pauses of the slowest answers.
 */
const pageMemo = { keepFromSecondAsk: true } as const;

/**
 * The map's pages of approved places and its figures, the same for every reader who asks the same
 * thing, served from memory for `ttlMs` (decision 0022):
 * the same object until it changes, so its JSON and ETag are made once per version. A submission
 * waits for review and changes nothing public; an edit may (a published place sent back to
 * review leaves the map), and a moderator's verdict does, through `seeing` (the places' review
 * source): either is shown at once. In front of the approved places' memory (decision 0037), which
 * makes any page without a query, it keeps a popular page's object, so its JSON, ETag and
 * compressed forms are made once; the memory forgets it when another instance's change arrives.
 */
export class CachedPlaceDirectory extends PassThroughPlaceDirectory implements WatchingCache {
  readonly #pages: ShortMemo<PlacePage>;
  readonly #summary: ShortMemo<LocationSummary>;

  constructor(
    directory: PlaceDirectory,
    clock: Clock,
    ttlMs: number,
    private readonly afterCommit: AfterCommit = immediately,
  ) {
    super(directory);
    this.#pages = new ShortMemo(clock, ttlMs, pagesKept, pageMemo);
    this.#summary = new ShortMemo(clock, ttlMs, 1);
  }

  override list(filter: PlaceListFilter): Promise<PlacePage> {
    const key = approvedPageKey(filter);
    return key === null ? this.directory.list(filter) : this.#pages.get(key, () => this.directory.list(filter));
  }

  /** The week's start moves every millisecond: kept by the minute, a figure at most a minute behind. */
  override summary(since: Date): Promise<LocationSummary> {
    const minute = Math.floor(since.getTime() / 60_000);
    return this.#summary.get(minute, () => this.directory.summary(new Date(minute * 60_000)));
  }

  override async update(id: number, changes: PlaceChanges): Promise<Location | null> {
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
