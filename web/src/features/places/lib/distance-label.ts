import { distanceKm, formatDistance, type Coordinates } from "@kominote/core/rules/geo";

/** "850 m" or "12.3 km" from the reader to a place; null while the reader's position is unknown. */
export const distanceLabel = (from: Coordinates | null, place: Coordinates): string | null =>
  from === null ? null : formatDistance(distanceKm(from, place));

/** Coordinates as a place's card writes them: `18.539270, -72.335000` (6 decimals) or the map preview's 4. */
export const coordinatesText = ({ latitude, longitude }: Coordinates, decimals: 4 | 6 = 6): string =>
  `${latitude.toFixed(decimals)}, ${longitude.toFixed(decimals)}`;
