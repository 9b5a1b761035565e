import type { Coordinates } from "./geo";

/** A map's visible area as the list query carries it: west, south, east, north edges. */
export interface BoundingBox {
  readonly minLongitude: number;
  readonly minLatitude: number;
  readonly maxLongitude: number;
  readonly maxLatitude: number;
}

const decimal = /^\s*-?\d{1,3}(\.\d{1,12})?\s*$/;

/** Splits "a,b,..." into exactly `count` decimal numbers, or null. */
const numbersOf = (text: string, count: number): number[] | null => {
  const parts = text.split(",");
  if (parts.length !== count || !parts.every((part) => decimal.test(part))) return null;
  return parts.map(Number);
};

const validLatitude = (value: number): boolean => value >= -90 && value <= 90;
const validLongitude = (value: number): boolean => value >= -180 && value <= 180;

/**
 * "minLon,minLat,maxLon,maxLat" (the order of GeoJSON and of Leaflet's toBBoxString) or null.
 * A box whose edges cross (min above max) is refused rather than read as wrapping the
 * antimeridian: a viewport over Haiti never wraps, so crossed edges mean a bug in the caller.
 */
export const parseBoundingBox = (text: string): BoundingBox | null => {
  const numbers = numbersOf(text, 4);
  if (numbers === null) return null;
  const [minLongitude, minLatitude, maxLongitude, maxLatitude] = numbers as [number, number, number, number];
  if (![minLongitude, maxLongitude].every(validLongitude) || ![minLatitude, maxLatitude].every(validLatitude)) return null;
  if (minLongitude > maxLongitude || minLatitude > maxLatitude) return null;
  return { minLongitude, minLatitude, maxLongitude, maxLatitude };
};

/** "lat,lng" (the order people read coordinates in) or null. */
export const parseNearPoint = (text: string): Coordinates | null => {
  const numbers = numbersOf(text, 2);
  if (numbers === null) return null;
  const [latitude, longitude] = numbers as [number, number];
  return validLatitude(latitude) && validLongitude(longitude) ? { latitude, longitude } : null;
};

export const isInsideBox = (box: BoundingBox, { latitude, longitude }: Coordinates): boolean =>
  latitude >= box.minLatitude &&
  latitude <= box.maxLatitude &&
  longitude >= box.minLongitude &&
  longitude <= box.maxLongitude;
