import type { Coordinates } from "./geo";

/**
 * Haiti's bounding box with a margin. The country spans about lat 18.02..20.09 and
 * lng -74.48..-71.62 (Île de la Tortue, Navassa left out); the margin takes in the offshore
 * islands (Gonâve, Tortue, Vache, Cayemites) and a point a phone's GPS puts a little at sea,
 * while a swapped latitude/longitude or a place on another island is refused.
 */
export const haitiBounds = {
  minLatitude: 17.5,
  maxLatitude: 20.5,
  minLongitude: -75,
  maxLongitude: -71.3,
} as const;

export const isLatitudeInHaiti = (latitude: number): boolean =>
  latitude >= haitiBounds.minLatitude && latitude <= haitiBounds.maxLatitude;

export const isLongitudeInHaiti = (longitude: number): boolean =>
  longitude >= haitiBounds.minLongitude && longitude <= haitiBounds.maxLongitude;

/** Inside the box on both axes (the schema refuses each axis on its own field). */
export const isInsideHaiti = ({ latitude, longitude }: Coordinates): boolean =>
  isLatitudeInHaiti(latitude) && isLongitudeInHaiti(longitude);
