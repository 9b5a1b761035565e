/** Mean Earth radius, as the distance rule has always used. */
export const earthRadiusKm = 6371;

export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance by the haversine formula, in kilometres. */
export const distanceKm = (from: Coordinates, to: Coordinates): number => {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  // Rounding can push `a` a hair above 1 for antipodal points; asin would then give NaN.
  return 2 * earthRadiusKm * Math.asin(Math.sqrt(Math.min(1, a)));
};

/** "850 m" under one kilometre, else kilometres with one decimal ("12.3 km"). */
export const formatDistance = (km: number): string => {
  const metres = Math.round(km * 1000);
  return metres < 1000 ? `${metres} m` : `${km.toFixed(1)} km`;
};

/** Six decimals is about 11 cm: the precision stored for a place. */
export const roundCoordinate = (degrees: number): number => Math.round(degrees * 1e6) / 1e6;

export const roundCoordinates = ({ latitude, longitude }: Coordinates): Coordinates => ({
  latitude: roundCoordinate(latitude),
  longitude: roundCoordinate(longitude),
});
