import type { Region } from "@kominote/core/schemas/locations";
import { oneOf, positiveId } from "../../../lib/search-params";

// The routes' address checks (validateSearch), kept apart from the query building so the first
// page carries only these. Plain lists, not core's zod schemas: the checks must not bring a schema
// library into the page's first JavaScript (see core/src/rules/agency-kinds.ts).
export const finderStatuses = ["approved", "all", "mine"] as const;
export type FinderStatus = (typeof finderStatuses)[number];
export const finderSorts = ["name", "recent", "distance"] as const;
export type FinderSort = (typeof finderSorts)[number];
/** core's `regions`, written out (a test keeps them equal). */
export const finderRegions = ["north", "south", "east", "west", "centre"] as const satisfies readonly Region[];

/** What the finder shows, kept in the address (`/lokate?tab=search&sort=recent&region=north&q=lopital`). */
export interface FinderSearch {
  readonly tab?: "search";
  readonly status?: FinderStatus;
  readonly sort?: FinderSort;
  readonly region?: Region;
  readonly q?: string;
  readonly place?: number;
}

/** The server's longest name search. */
export const placeSearchMaxLength = 100;

/** The route's validateSearch: anyone writes the address, so only known values are kept. */
export const finderSearch = (search: Record<string, unknown>): FinderSearch => {
  const q = typeof search.q === "string" ? search.q.slice(0, placeSearchMaxLength) : undefined;
  const status = oneOf(finderStatuses, search.status);
  const sort = oneOf(finderSorts, search.sort);
  const region = oneOf(finderRegions, search.region);
  const place = positiveId(search.place);
  return {
    ...(search.tab === "search" ? { tab: "search" as const } : {}),
    ...(status === undefined || status === "approved" ? {} : { status }),
    ...(sort === undefined || sort === "name" ? {} : { sort }),
    ...(region === undefined ? {} : { region }),
    ...(q === undefined || q.trim() === "" ? {} : { q }),
    ...(place === undefined ? {} : { place }),
  };
};

/** The map page's address: the open place (`?place=12`), the list's tab (`?tab=my`), the add dialog (`?add=1`). */
export interface MapSearch {
  readonly place?: number;
  readonly tab?: "my";
  readonly add?: 1;
}

export const mapSearch = (search: Record<string, unknown>): MapSearch => {
  const place = positiveId(search.place);
  return {
    ...(place === undefined ? {} : { place }),
    ...(search.tab === "my" ? { tab: "my" as const } : {}),
    ...(search.add === 1 || search.add === "1" ? { add: 1 as const } : {}),
  };
};

/** Where a visitor who pressed 'Ajoute Kote' lands once signed in: the map with the add dialog open. */
export const addPlaceOnMapPath = "/map?add=1";
