import { csvTextSchema, geoJsonFeatureCollectionSchema } from "../schemas/open-data";
import { defineRoute } from "./route";

/**
 * The published places as open data, for anyone's map or spreadsheet: approved records only,
 * every kind in one file, each feature saying its kind.
 */
export const openDataRoutes = [
  defineRoute({
    operationId: "exportPlacesGeoJson",
    method: "GET",
    path: "/api/places.geojson",
    summary: "Every approved place, verified safe place and verified connection point that works, as a GeoJSON FeatureCollection (ETag, cacheable).",
    tag: "open-data",
    access: "public",
    responses: {
      200: { description: "The features; each one's `kind` says what it is.", schema: geoJsonFeatureCollectionSchema, contentType: "application/geo+json" },
    },
  }),
  defineRoute({
    operationId: "exportPlacesCsv",
    method: "GET",
    path: "/api/places.csv",
    summary: "Every approved place, verified safe place and verified connection point that works, as CSV (RFC 4180; cells that a spreadsheet would run as a formula start with a quote).",
    tag: "open-data",
    access: "public",
    responses: { 200: { description: "One row per feature, after a header row.", schema: csvTextSchema, contentType: "text/csv" } },
  }),
] as const;
