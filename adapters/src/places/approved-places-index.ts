import type { PlaceListFilter, PlacePage } from "@kominote/core/ports/place-directory";
import { carryingJsonText } from "@kominote/core/rules/json-text";
import type { Coordinates } from "@kominote/core/rules/geo";
import { isInsideBox, type BoundingBox } from "@kominote/core/rules/map-viewport";
import type { PlaceCursor } from "@kominote/core/rules/place-cursor";
import { compareNameKeys, distanceOrderKey, placeNameKey } from "@kominote/core/rules/place-order";
import type { Location } from "@kominote/core/schemas/locations";

/** An approved place as the index holds it: what a list shows, its JSON written once, and its keys. */
export interface IndexedPlace {
  readonly place: Location;
  /** `JSON.stringify(place)`, joined into each page's text rather than written again per request. */
  readonly json: string;
  /** The stored `name_key`. */
  readonly key: string;
  readonly createdMs: number;
  readonly authorId: number;
}

export const indexedPlace = (place: Location, key: string, authorId: number): IndexedPlace => ({
  place: Object.freeze(place),
  json: JSON.stringify(place),
  key,
  createdMs: Date.parse(place.createdAt),
  authorId,
});

/** What a page of approved places asks: the list's filter without its visibility. */
export type ApprovedQuery = Omit<PlaceListFilter, "visibility">;

const byName = (a: IndexedPlace, b: IndexedPlace): number => compareNameKeys(a.key, b.key) || a.place.id - b.place.id;
const newestFirst = (a: IndexedPlace, b: IndexedPlace): number => b.createdMs - a.createdMs || b.place.id - a.place.id;

/** The first position in `sorted` whose entry comes after `probe` (`compare(entry, probe) > 0`). */
const firstAfter = <T, P>(sorted: readonly T[], probe: P, compare: (entry: T, probe: P) => number): number => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle] as T, probe) > 0) high = middle;
    else low = middle + 1;
  }
  return low;
};

const insertSorted = (sorted: IndexedPlace[], entry: IndexedPlace, compare: (a: IndexedPlace, b: IndexedPlace) => number): void => {
  sorted.splice(firstAfter(sorted, entry, compare), 0, entry);
};

const removeSorted = (sorted: IndexedPlace[], entry: IndexedPlace, compare: (a: IndexedPlace, b: IndexedPlace) => number): void => {
  const at = firstAfter(sorted, entry, compare) - 1;
  if (sorted[at] === entry) sorted.splice(at, 1);
};

const removeFrom = <K>(lists: Map<K, IndexedPlace[]>, key: K, entry: IndexedPlace): void => {
  const list = lists.get(key);
  if (list === undefined) return;
  const at = list.indexOf(entry);
  if (at >= 0) list.splice(at, 1);
  if (list.length === 0) lists.delete(key);
};

/** Every three-character run of a key, once: a substring of three or more shares all of its own. */
const trigramsOf = (text: string): Set<string> => {
  const trigrams = new Set<string>();
  for (let index = 0; index + 3 <= text.length; index++) trigrams.add(text.slice(index, index + 3));
  return trigrams;
};

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Map cells of 0.05 degree (about 5 km): a city's viewport covers a few dozen. */
const cellSize = 0.05;
const cellRow = (latitude: number): number => Math.floor((latitude + 90) / cellSize);
const cellColumn = (longitude: number): number => Math.floor((longitude + 180) / cellSize);
const cellOf = (row: number, column: number): number => row * 10_000 + column;
/** Above this many cells a box is read by walking the order, not gathered cell by cell. */
const mostCells = 2_500;

/** Keeps the `size` smallest entries seen, in order: a page from a set without reading it all in order. */
class SmallestFirst<T> {
  readonly items: T[] = [];
  constructor(
    readonly size: number,
    private readonly compare: (a: T, b: T) => number,
  ) {}

  offer(item: T): void {
    const { items } = this;
    if (items.length === this.size && this.compare(item, items[items.length - 1] as T) >= 0) return;
    items.splice(firstAfter(items, item, this.compare), 0, item);
    if (items.length > this.size) items.pop();
  }
}

/** Places in several lists (a name's run, a box's cells), counted. */
interface Candidates {
  readonly count: number;
  readonly lists: readonly (readonly IndexedPlace[])[];
}

const eachCandidate = ({ lists }: Candidates, visit: (entry: IndexedPlace) => void): void => {
  for (const list of lists) for (const entry of list) visit(entry);
};

interface Keyed {
  readonly entry: IndexedPlace;
  readonly key: number;
}

/**
 * The approved places in memory (decision 0037): two orders kept sorted (name key by code point,
 * newest first), the places of each map cell, and the places of each three-character run of the
 * name key, so a page of any list the map asks (region, viewport, name search, cursor, any order)
 * reads a few hundred places rather than fifty thousand. Pages, cursors and their order are those
 * of KnexPlaceDirectory's SQL on the same places (an integration test holds them equal).
 */
export class ApprovedPlacesIndex {
  readonly #byId = new Map<number, IndexedPlace>();
  readonly #byName: IndexedPlace[];
  readonly #byRecent: IndexedPlace[];
  readonly #cells = new Map<number, IndexedPlace[]>();
  readonly #trigrams = new Map<string, IndexedPlace[]>();
  /** The rows and columns of the cells that ever held a place (a removal does not narrow them). */
  readonly #span: { rows: [number, number]; columns: [number, number] } = { rows: [Infinity, -Infinity], columns: [Infinity, -Infinity] };
  /** The largest absolute latitude any place had: where the cosine of a latitude is least. */
  #farthestLatitude = 0;

  constructor(places: Iterable<IndexedPlace>) {
    for (const entry of places) this.#byId.set(entry.place.id, entry);
    const all = [...this.#byId.values()];
    this.#byName = [...all].sort(byName);
    this.#byRecent = all.sort(newestFirst);
    for (const entry of this.#byName) this.#addToLists(entry);
  }

  get size(): number {
    return this.#byId.size;
  }

  /** The ids of an author's approved places (what a member leaving changes). */
  idsOfAuthor(authorId: number): number[] {
    return [...this.#byId.values()].filter((entry) => entry.authorId === authorId).map((entry) => entry.place.id);
  }

  /** Adds the place, or replaces the one with its id. */
  put(entry: IndexedPlace): void {
    this.remove(entry.place.id);
    this.#byId.set(entry.place.id, entry);
    insertSorted(this.#byName, entry, byName);
    insertSorted(this.#byRecent, entry, newestFirst);
    this.#addToLists(entry);
  }

  remove(id: number): void {
    const entry = this.#byId.get(id);
    if (entry === undefined) return;
    this.#byId.delete(id);
    removeSorted(this.#byName, entry, byName);
    removeSorted(this.#byRecent, entry, newestFirst);
    removeFrom(this.#cells, cellOf(cellRow(entry.place.latitude), cellColumn(entry.place.longitude)), entry);
    for (const trigram of trigramsOf(entry.key)) removeFrom(this.#trigrams, trigram, entry);
  }

  #addToLists(entry: IndexedPlace): void {
    const [row, column] = [cellRow(entry.place.latitude), cellColumn(entry.place.longitude)];
    const { rows, columns } = this.#span;
    [rows[0], rows[1]] = [Math.min(rows[0], row), Math.max(rows[1], row)];
    [columns[0], columns[1]] = [Math.min(columns[0], column), Math.max(columns[1], column)];
    this.#farthestLatitude = Math.max(this.#farthestLatitude, Math.abs(entry.place.latitude));
    const cell = cellOf(row, column);
    const inCell = this.#cells.get(cell);
    if (inCell === undefined) this.#cells.set(cell, [entry]);
    else inCell.push(entry);
    for (const trigram of trigramsOf(entry.key)) {
      const withTrigram = this.#trigrams.get(trigram);
      if (withTrigram === undefined) this.#trigrams.set(trigram, [entry]);
      else withTrigram.push(entry);
    }
  }

  /** One page of the query, as the SQL list answers it: its places in order and the next page's cursor. */
  page(query: ApprovedQuery): PlacePage {
    const needle = query.nameContains === undefined ? "" : placeNameKey(query.nameContains);
    const { region, box } = query;
    const matches = (entry: IndexedPlace): boolean =>
      (region === undefined || entry.place.region === region) &&
      (box === undefined || isInsideBox(box, entry.place)) &&
      (needle === "" || entry.key.includes(needle));
    const candidates = this.#fewestCandidates(needle, box);
    const wanted = query.limit + 1;

    switch (query.order.sort) {
      case "distance": {
        const { near } = query.order;
        const after = query.after?.sort === "distance" ? query.after : undefined;
        const closest = new SmallestFirst<Keyed>(wanted, (a, b) => a.key - b.key || a.entry.place.id - b.entry.place.id);
        const offer = (entry: IndexedPlace): void => {
          if (!matches(entry)) return;
          const key = distanceOrderKey(near, entry.place);
          if (after !== undefined && (key < after.key || (key === after.key && entry.place.id <= after.id))) return;
          closest.offer({ entry, key });
        };
        if (candidates !== null) eachCandidate(candidates, offer);
        else this.#nearestCells(near, closest, offer);
        const page = closest.items.slice(0, query.limit);
        const last = page.at(-1);
        return this.#pageOf(
          page.map(({ entry }) => entry),
          closest.items.length > query.limit && last !== undefined ? { sort: "distance", key: last.key, id: last.entry.place.id } : null,
        );
      }
      case "name":
      case "recent": {
        const recent = query.order.sort === "recent";
        const order = recent ? newestFirst : byName;
        const sorted = recent ? this.#byRecent : this.#byName;
        const after = query.after?.sort === query.order.sort ? query.after : undefined;
        // The cursor as a probe in the order: the places after it are those the next page holds.
        const isAfter = (entry: IndexedPlace): boolean =>
          after === undefined ||
          (after.sort === "name"
            ? (compareNameKeys(entry.key, after.key) || entry.place.id - after.id) > 0
            : after.sort === "recent" && (entry.createdMs < after.key || (entry.createdMs === after.key && entry.place.id < after.id)));
        let found: IndexedPlace[];
        if (candidates !== null && candidates.count * candidates.count * 3 <= wanted * Math.max(this.size, 1)) {
          const first = new SmallestFirst<IndexedPlace>(wanted, order);
          eachCandidate(candidates, (entry) => {
            if (matches(entry) && isAfter(entry)) first.offer(entry);
          });
          found = first.items;
        } else {
          found = [];
          const start = after === undefined ? 0 : firstAfter(sorted, after, (entry) => (isAfter(entry) ? 1 : -1));
          for (let index = start; index < sorted.length && found.length < wanted; index++) {
            const entry = sorted[index] as IndexedPlace;
            if (matches(entry)) found.push(entry);
          }
        }
        const page = found.slice(0, query.limit);
        const last = page.at(-1);
        const next: PlaceCursor | null =
          found.length > query.limit && last !== undefined
            ? recent
              ? { sort: "recent", key: last.createdMs, id: last.place.id }
              : { sort: "name", key: last.key, id: last.place.id }
            : null;
        return this.#pageOf(page, next);
      }
    }
  }

  /**
   * The smallest set known to hold every match, or null for all places: the places of the
   * rarest three-character run of the searched name, or of the box's cells, whichever is smaller.
   * Left in their lists, as most pages walk their order instead of reading them.
   */
  #fewestCandidates(needle: string, box: BoundingBox | undefined): Candidates | null {
    let fewest: Candidates | null = null;
    for (const trigram of trigramsOf(needle)) {
      const withTrigram = this.#trigrams.get(trigram) ?? [];
      if (fewest === null || withTrigram.length < fewest.count) fewest = { count: withTrigram.length, lists: [withTrigram] };
    }
    if (box === undefined) return fewest;
    const [top, bottom] = [cellRow(box.maxLatitude), cellRow(box.minLatitude)];
    const [left, right] = [cellColumn(box.minLongitude), cellColumn(box.maxLongitude)];
    if ((top - bottom + 1) * (right - left + 1) > mostCells) return fewest;
    const lists: IndexedPlace[][] = [];
    let count = 0;
    for (let row = bottom; row <= top; row++) {
      for (let column = left; column <= right; column++) {
        const inCell = this.#cells.get(cellOf(row, column));
        if (inCell === undefined) continue;
        lists.push(inCell);
        count += inCell.length;
      }
    }
    return fewest !== null && fewest.count <= count ? fewest : { count, lists };
  }

  /**
   * Offers the places cell by cell in rings around `near`, and stops once no place beyond the
   * ring can be nearer than the farthest kept: all the ring's outside is at least a ring's width
   * away in latitude or longitude. A point outside the cells' span reads every place.
   */
  #nearestCells(near: Coordinates, closest: SmallestFirst<Keyed>, offer: (entry: IndexedPlace) => void): void {
    const { rows, columns } = this.#span;
    const [row, column] = [cellRow(near.latitude), cellColumn(near.longitude)];
    if (row < rows[0] || row > rows[1] || column < columns[0] || column > columns[1]) {
      this.#byName.forEach(offer);
      return;
    }
    const widest = Math.max(row - rows[0], rows[1] - row, column - columns[0], columns[1] - column);
    // The haversine term of one ring's width, at the farthest latitude any place has.
    const cosines = Math.cos(radians(near.latitude)) * Math.cos(radians(this.#farthestLatitude));
    const offerCell = (cellRowAt: number, cellColumnAt: number): void => this.#cells.get(cellOf(cellRowAt, cellColumnAt))?.forEach(offer);
    for (let ring = 0; ring <= widest; ring++) {
      for (let across = column - ring; across <= column + ring; across++) {
        offerCell(row - ring, across);
        if (ring > 0) offerCell(row + ring, across);
      }
      for (let up = row - ring + 1; up <= row + ring - 1; up++) {
        offerCell(up, column - ring);
        offerCell(up, column + ring);
      }
      const farthestKept = closest.items.length === closest.size ? closest.items[closest.size - 1]?.key : undefined;
      // A hair under the ring's width: a place on a cell's edge may have been rounded into it.
      const outside = cosines * Math.sin(radians(Math.min(ring * cellSize, 180) / 2) * (1 - 1e-9)) ** 2;
      if (farthestKept !== undefined && outside > farthestKept) return;
    }
  }

  #pageOf(entries: readonly IndexedPlace[], next: PlaceCursor | null): PlacePage {
    const places = carryingJsonText(
      entries.map((entry) => entry.place),
      () => `[${entries.map((entry) => entry.json).join(",")}]`,
    );
    return { places, next };
  }
}
