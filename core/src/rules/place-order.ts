import type { Coordinates } from "./geo";

/**
 * A name as the list sorts and searches it: accents and case folded away ("Église" and "eglise"
 * are one), so both backends order and match alike whatever their collation. Stored beside the
 * name (`name_key`), so the list reads an index instead of folding every row.
 */
export const placeNameKey = (name: string): string =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/**
 * Surrogate halves sort after U+E000..U+FFFF in code point order, before them in UTF-16 units:
 * moved up so one unit comparison gives the code point order.
 */
const codePointRank = (unit: number): number => (unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit);

/**
 * The name order: name keys by Unicode code point, which is PostgreSQL's byte order of UTF-8 under
 * the "C" collation `name_key` has (migration 0029), so a page read from the database and one read
 * from the server's memory agree, and a cursor from either continues in the other.
 */
export const compareNameKeys = (a: string, b: string): number => {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index++) {
    const left = a.charCodeAt(index);
    const right = b.charCodeAt(index);
    if (left !== right) return left < 0xd800 || right < 0xd800 ? left - right : codePointRank(left) - codePointRank(right);
  }
  return a.length - b.length;
};

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * The haversine term `a` (sin²(Δlat/2) + cos lat₁ cos lat₂ sin²(Δlng/2)): distance grows with it,
 * so ordering by it is ordering by distance, without the arc sine. SQL computes the same term
 * (adapters/src/places/place-sql.ts), and the cursor of a distance page carries it.
 */
export const distanceOrderKey = (from: Coordinates, to: Coordinates): number => {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  return Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
};

/** Nearest first from `near`, the id breaking ties so every page boundary is exact. */
export const sortByDistance = <T extends Coordinates & { readonly id: number }>(near: Coordinates, places: readonly T[]): T[] =>
  places
    .map((place) => ({ place, key: distanceOrderKey(near, place) }))
    .sort((a, b) => a.key - b.key || a.place.id - b.place.id)
    .map(({ place }) => place);
