import { apiRoute } from "@kominote/core/contract/index";
import { toCsv, toGeoJson } from "@kominote/core/rules/open-data-formats";
import type { GeoJsonFeatureCollection, OpenDataFeature } from "@kominote/core/schemas/open-data";
import { Effect } from "effect";
import type { Container } from "inversify";
import { sendCacheable, TextBody } from "../../http/cacheable";
import { handle, type HandlerMap } from "../../http/handler";
import { resolveEach } from "../../tokens";
import { openDataTokens } from "./tokens";

/**
 * Open data is the same for everyone and may lag a minute (the sources' cache): any cache may keep
 * it five minutes, then revalidate by ETag (a 304 while nothing changed).
 */
const openDataCache = "public, max-age=300, stale-while-revalidate=3600";

/**
 * Each version of the features made into each format once: the export answers the same array
 * until the data changes, and the same answer object lets sendCacheable reuse its text and ETag.
 */
const formatOnce = <T extends object>(format: (features: readonly OpenDataFeature[]) => T) => {
  const made = new WeakMap<readonly OpenDataFeature[], T>();
  return (features: readonly OpenDataFeature[]): T => {
    const known = made.get(features);
    if (known !== undefined) return known;
    const value = format(features);
    made.set(features, value);
    return value;
  };
};

/** The published places as GeoJSON and CSV, for anyone's map or spreadsheet. */
export const openDataHandlers = (container: Container): HandlerMap => {
  const { exportOpenData } = resolveEach(container, openDataTokens, ["exportOpenData"]);
  const geoJsonOf = formatOnce<GeoJsonFeatureCollection>(toGeoJson);
  const csvOf = formatOnce((features) => new TextBody(toCsv(features)));

  return {
    ...handle(apiRoute("exportPlacesGeoJson"), async (_input, reply) =>
      sendCacheable(reply, geoJsonOf(await Effect.runPromise(exportOpenData())), openDataCache, "application/geo+json; charset=utf-8"),
    ),
    ...handle(apiRoute("exportPlacesCsv"), async (_input, reply) =>
      sendCacheable(reply, csvOf(await Effect.runPromise(exportOpenData())), openDataCache, "text/csv; charset=utf-8; header=present"),
    ),
  };
};
