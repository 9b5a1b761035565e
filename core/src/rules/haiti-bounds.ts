import type { Coordinates } from "./geo";

/**
 * The rectangle a place reported in Haiti must fall in: the mainland and its islands (Tortue,
 * Gonâve, Vache, Cayemites) with a margin, and nothing of Cuba, Jamaica or Santo Domingo's east.
 * A point outside is a typing mistake (a swapped sign, latitude for longitude) more often than a
 * place, so the form says so on the field rather than storing a pin in the sea.
 */
export const haitiBounds = {
  latitude: { min: 17.5, max: 20.5 },
  longitude: { min: -75, max: -71.3 },
} as const;

/** Whether a point lies inside `haitiBounds`, edges included. */
export const isInHaiti = ({ latitude, longitude }: Coordinates): boolean =>
  latitude >= haitiBounds.latitude.min &&
  latitude <= haitiBounds.latitude.max &&
  longitude >= haitiBounds.longitude.min &&
  longitude <= haitiBounds.longitude.max;
