import type { PlaceListFilter, PlacePage } from "@kominote/core/ports/place-directory";
import { carryingJsonBytes } from "@kominote/core/rules/json-text";
import type { Coordinates } from "@kominote/core/rules/geo";
import { isInsideBox, type BoundingBox } from "@kominote/core/rules/map-viewport";
import type { PlaceCursor } from "@kominote/core/rules/place-cursor";
import { compareNameKeys, distanceOrderKey, placeNameKey } from "@kominote/core/rules/place-order";
import type { Location } from "@kominote/core/schemas/locations";

/** An approved place as the index holds it: what a list shows, its JSON written once, and its keys. */
export interface IndexedPlace {
  readonly place: Location;
  /**
   * `JSON.stringify(place)` in UTF-8, joined into each page's bytes rather than written and
   * encoded again per request.
   */
  readonly json: Buffer;
  /** The stored `name_key`. */
  readonly key: string;
  readonly createdMs: number;
  readonly authorId: number;
}

export const indexedPlace = (place: Location, key: string, authorId: number): IndexedPlace => ({
  place: Object.freeze(place),
  json: Buffer.from(JSON.stringify(place)),
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

/** The position of `id` in ascending `ids`, or where it would go. */
const positionOf = (ids: readonly number[], id: number, from = 0): number => {
  let low = from;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ids[middle] as number) < id) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** The ids of `fewer` that `more` holds too, both ascending: each looked up from the last one found. */
const bothHold = (fewer: readonly number[], more: readonly number[]): number[] => {
  const both: number[] = [];
  let from = 0;
  for (const id of fewer) {
    from = positionOf(more, id, from);
    if (from === more.length) break;
    if (more[from] === id) both.push(id);
  }
  return both;
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

/** Places in several lists (the places holding every run of a name, a box's cells), counted. */
interface Candidates {
  readonly count: number;
  readonly each: (visit: (entry: IndexedPlace) => void) => void;
}

/**
 * Above this many places holding a name's rarest run, the other runs are not intersected with
 * them: a page then walks its order, which finds such a common name's matches at once.
 */
const mostIntersected = 5_000;

const [openBracket, comma, closeBracket] = [Buffer.from("["), Buffer.from(","), Buffer.from("]")];

/** A page's JSON bytes: its places' own, copied once into one buffer outside the JavaScript heap. */
const jsonOfPage = (entries: readonly IndexedPlace[]): Buffer => {
  const parts: Buffer[] = [openBracket];
  for (const [index, entry] of entries.entries()) {
    if (index > 0) parts.push(comma);
    parts.push(entry.json);
  }
  parts.push(closeBracket);
  return Buffer.concat(parts);
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
  /**
   * The ids of the places holding each three-character run, ascending: a name search intersects
   * its runs' lists (a few hundred numbers each) rather than testing a few hundred names, as a
   * substring test costs far more than comparing two numbers.
   */
  readonly #trigrams = new Map<string, number[]>();
  /** The rows and columns of the cells that ever held a place (a removal does not narrow them). */
  readonly #span: { rows: [number, number]; columns: [number, number] } = { rows: [Infinity, -Infinity], columns: [Infinity, -Infinity] };
  /** The largest absolute latitude any place had: where the cosine of a latitude is least. */
  #farthestLatitude = 0;

  constructor(places: Iterable<IndexedPlace>) {
    for (const entry of places) this.#byId.set(entry.place.id, entry);
    const all = [...this.#byId.values()];
    this.#byName = [...all].sort(byName);
    this.#byRecent = all.sort(newestFirst);
    for (const entry of this.#byName) this.#addToCell(entry);
    // In ascending ids, so each run's list is built sorted.
    for (const entry of [...all].sort((a, b) => a.place.id - b.place.id)) {
      for (const trigram of trigramsOf(entry.key)) {
        const withTrigram = this.#trigrams.get(trigram);
        if (withTrigram === undefined) this.#trigrams.set(trigram, [entry.place.id]);
        else withTrigram.push(entry.place.id);
      }
    }
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
    this.#addToCell(entry);
    const { id } = entry.place;
    for (const trigram of trigramsOf(entry.key)) {
      const withTrigram = this.#trigrams.get(trigram);
      if (withTrigram === undefined) this.#trigrams.set(trigram, [id]);
      else withTrigram.splice(positionOf(withTrigram, id), 0, id);
    }
  }

  remove(id: number): void {
    const entry = this.#byId.get(id);
    if (entry === undefined) return;
    this.#byId.delete(id);
    removeSorted(this.#byName, entry, byName);
    removeSorted(this.#byRecent, entry, newestFirst);
    removeFrom(this.#cells, cellOf(cellRow(entry.place.latitude), cellColumn(entry.place.longitude)), entry);
    for (const trigram of trigramsOf(entry.key)) {
      const withTrigram = this.#trigrams.get(trigram);
      if (withTrigram === undefined) continue;
      const at = positionOf(withTrigram, id);
      if (withTrigram[at] === id) withTrigram.splice(at, 1);
      if (withTrigram.length === 0) this.#trigrams.delete(trigram);
    }
  }

  #addToCell(entry: IndexedPlace): void {
    const [row, column] = [cellRow(entry.place.latitude), cellColumn(entry.place.longitude)];
    const { rows, columns } = this.#span;
    [rows[0], rows[1]] = [Math.min(rows[0], row), Math.max(rows[1], row)];
    [columns[0], columns[1]] = [Math.min(columns[0], column), Math.max(columns[1], column)];
    this.#farthestLatitude = Math.max(this.#farthestLatitude, Math.abs(entry.place.latitude));
    const cell = cellOf(row, column);
    const inCell = this.#cells.get(cell);
    if (inCell === undefined) this.#cells.set(cell, [entry]);
    else inCell.push(entry);
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
        if (candidates !== null) candidates.each(offer);
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
          candidates.each((entry) => {
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
   * The smallest set known to hold every match, or null for all places: the places holding every
   * three-character run of the searched name, or of the box's cells, whichever is smaller. The
   * cells are left in their lists, as most pages walk their order instead of reading them.
   */
  #fewestCandidates(needle: string, box: BoundingBox | undefined): Candidates | null {
    const fewest = this.#holdingEveryRun(needle);
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
    return fewest !== null && fewest.count <= count
      ? fewest
      : {
          count,
          each: (visit) => {
            for (const list of lists) for (const entry of list) visit(entry);
          },
        };
  }

  /**
   * The places holding every three-character run of `needle` (null for a needle shorter than
   * three, which every place may hold): its runs' id lists intersected from the rarest. A name
   * whose rarest run is common (beyond `mostIntersected` places) is not intersected: its page walks
   * the order, told only how many the rarest run holds.
   */
  #holdingEveryRun(needle: string): Candidates | null {
    const lists: number[][] = [];
    for (const trigram of trigramsOf(needle)) lists.push(this.#trigrams.get(trigram) ?? []);
    if (lists.length === 0) return null;
    lists.sort((a, b) => a.length - b.length);
    let ids = lists[0] as number[];
    if (ids.length <= mostIntersected) {
      for (let index = 1; index < lists.length && ids.length > 0; index++) ids = bothHold(ids, lists[index] as number[]);
    }
    const byId = this.#byId;
    return {
      count: ids.length,
      each: (visit) => {
        for (const id of ids) visit(byId.get(id) as IndexedPlace);
      },
    };
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
    const places = carryingJsonBytes(
      entries.map((entry) => entry.place),
      () => jsonOfPage(entries),
    );
    return { places, next };
  }
}
