import { CachedOpenDataSource } from "@kominote/adapters/open-data/cached-open-data";
import { KnexPlaceFeatures } from "@kominote/adapters/open-data/knex-place-features";
import { makeExportOpenData } from "@kominote/core/use-cases/export-open-data";
import type { Container } from "inversify";
import { resolve, tokens, type Database } from "../../tokens";
import { openDataTokens } from "./tokens";

/**
 * How long an export is served from memory. Open data is read by other people's maps and
 * spreadsheets, not by someone waiting for their own verdict: a minute behind is fine, and
 * 50,000 places are then read once a minute at most, whatever the downloads.
 */
const exportCacheMs = 60_000;

/**
 * The open-data exports. Each published, located kind is one source below (safe places and
 * connection points add theirs here). Government agencies have no coordinates (migration 0018),
 * so they have no source. Needs the clock.
 */
export const bindOpenData = (container: Container, database: Database): void => {
  container.bind(openDataTokens.openDataSources).toDynamicValue((ctx) => {
    const clock = resolve(ctx, tokens.clock);
    return [new KnexPlaceFeatures(database)].map((source) => new CachedOpenDataSource(source, clock, exportCacheMs));
  });
  container.bind(openDataTokens.exportOpenData).toDynamicValue((ctx) => makeExportOpenData({ sources: resolve(ctx, openDataTokens.openDataSources) }));
};
