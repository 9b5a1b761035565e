import type { GeoJsonFeatureCollection, OpenDataFeature } from "../schemas/open-data";

/** RFC 7946 points are [longitude, latitude]; the feature id names its kind, ids being per kind. */
export const toGeoJson = (features: readonly OpenDataFeature[]): GeoJsonFeatureCollection => ({
  type: "FeatureCollection",
  features: features.map(({ latitude, longitude, ...properties }) => ({
    type: "Feature",
    id: `${properties.kind}-${properties.id}`,
    geometry: { type: "Point", coordinates: [longitude, latitude] },
    properties,
  })),
});

export const csvColumns = ["kind", "id", "name", "description", "latitude", "longitude", "region", "createdAt"] as const;

/**
 * One CSV cell. A text a spreadsheet would run as a formula (starting with = + - @, or a tab or
 * carriage return before one) is prefixed with a single quote (OWASP's CSV injection advice),
 * then the cell is quoted as RFC 4180 says when it holds a comma, a quote or a line break.
 */
export const csvCell = (value: string | number | null): string => {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** RFC 4180: a header row, CRLF line ends, every row the same columns. */
export const toCsv = (features: readonly OpenDataFeature[]): string =>
  [csvColumns.join(","), ...features.map((feature) => csvColumns.map((column) => csvCell(feature[column])).join(","))]
    .map((line) => `${line}\r\n`)
    .join("");
