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
