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

/** Web Mercator's edge: tiles cover latitudes up to about ±85.05°, as every slippy map's do. */
const mercatorLimit = 85.0511287798;
/** The deepest zoom a viewport is snapped at: the maps' own maximum (map-tiles.ts, SPEC 9). */
const deepestSnapZoom = 18;

const clampLatitude = (latitude: number): number => Math.max(-mercatorLimit, Math.min(mercatorLimit, latitude));
/** A longitude as a share of the world's width, 0 at -180°. */
const tileX = (longitude: number): number => (longitude + 180) / 360;
/** A latitude as Web Mercator's share of the world's height, 0 at the north edge. */
const tileY = (latitude: number): number => {
  const radians = (clampLatitude(latitude) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2;
};
const longitudeOfTileX = (x: number): number => x * 360 - 180;
const latitudeOfTileY = (y: number): number => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/** Six decimals, the coordinates' own precision, rounded outward so the snapped box never shrinks. */
const floor6 = (degrees: number): number => Math.floor(degrees * 1e6) / 1e6;
const ceil6 = (degrees: number): number => Math.ceil(degrees * 1e6) / 1e6;

/**
 * The zoom of a viewport: the deepest at which one map tile is at least as wide and as tall as it,
 * so the viewport lies on at most two tiles each way (the zoom a map shows it at, give or take one).
 */
export const viewportZoom = (box: BoundingBox): number => {
  const width = tileX(box.maxLongitude) - tileX(box.minLongitude);
  const height = tileY(box.minLatitude) - tileY(box.maxLatitude);
  const span = Math.max(width, height);
  if (span <= 0) return deepestSnapZoom;
  return Math.max(0, Math.min(deepestSnapZoom, Math.floor(Math.log2(1 / span))));
};

/**
 * The viewport widened to the map tiles it touches at its zoom (decision 0036): two maps whose
 * viewports overlap the same one to four tiles ask the same question, so the server answers them
 * once from its short memory instead of reading the database for every pan by a few pixels. The
 * snapped box holds the viewport and is at most about twice as wide and tall; a map draws the few
 * places beyond its edges off screen, and a list that wants the exact view keeps the places
 * `isInsideBox` of it.
 */
export const snapToTiles = (box: BoundingBox): BoundingBox => {
  const tiles = 2 ** viewportZoom(box);
  const west = Math.floor(tileX(box.minLongitude) * tiles);
  const east = Math.min(tiles, Math.floor(tileX(box.maxLongitude) * tiles) + 1);
  const north = Math.floor(tileY(box.maxLatitude) * tiles);
  const south = Math.min(tiles, Math.floor(tileY(box.minLatitude) * tiles) + 1);
  // Never inside the asked edges, whatever the floating point or Mercator's edge (a box reaching
  // the poles keeps its own edge there, where the tiles stop).
  return {
    minLongitude: Math.max(-180, Math.min(box.minLongitude, floor6(longitudeOfTileX(west / tiles)))),
    minLatitude: Math.max(-90, Math.min(box.minLatitude, floor6(latitudeOfTileY(south / tiles)))),
    maxLongitude: Math.min(180, Math.max(box.maxLongitude, ceil6(longitudeOfTileX(east / tiles)))),
    maxLatitude: Math.min(90, Math.max(box.maxLatitude, ceil6(latitudeOfTileY(north / tiles)))),
  };
};
