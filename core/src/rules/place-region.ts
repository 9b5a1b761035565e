import type { Coordinates } from "./geo";
import type { Region } from "../schemas/locations";

/**
 * The region of the /lokate filter a point falls in, from Haiti's ten departments grouped by
 * where they lie. Department borders are not straight lines, so these are approximations drawn
 * with straight cuts (degrees), checked in this order; the unit test pins a town of each
 * department and the known exceptions:
 *
 * - north (Nord-Ouest, Nord, Nord-Est): latitude >= 19.5, or latitude >= 19.3 east of -72.45
 *   (Pignon, Saint-Raphaël, Vallières, Mont-Organisé). Northern Artibonite above 19.5
 *   (Anse-Rouge) counts as north; Gonaïves (19.45, -72.69) stays centre.
 * - south (Sud-Est, Sud, Nippes, Grand'Anse): below latitude 18.38 (the Sud-Est coast, south of
 *   the Massif de la Selle, east to Anse-à-Pitres), or west of -72.95 below 18.7 (the southern
 *   peninsula from Miragoâne to Jérémie; Petit-Goâve, in Ouest, stays west).
 * - east: the band along the Dominican border, east of -72.0 between the two above: the
 *   Plateau Central's border communes (Cerca-la-Source, Thomassique, Belladère, Lascahobas) and
 *   Ouest's Lake Azuei shore (Fonds-Parisien, Malpasse). Haiti has no eastern department; this
 *   is what people there call "Lès", and it makes the filter's fifth option mean something.
 * - centre (Artibonite, Centre): from latitude 18.8 north, east of -72.75 or anywhere above 19.0
 *   (so Gonâve island, below 19.0 and west of -72.75, stays west).
 * - west (Ouest): everything else: Port-au-Prince, Léogâne, Arcahaie, Kenscoff, Gonâve.
 *
 * Points outside Haiti are never stored (the schema refuses them), so the cuts need not close.
 */
export const regionOf = ({ latitude, longitude }: Coordinates): Region => {
  if (latitude >= 19.5 || (latitude >= 19.3 && longitude > -72.45)) return "north";
  if (latitude < 18.38 || (longitude < -72.95 && latitude < 18.7)) return "south";
  if (longitude > -72.0) return "east";
  if (latitude >= 18.8 && (longitude > -72.75 || latitude >= 19.0)) return "centre";
  return "west";
};
