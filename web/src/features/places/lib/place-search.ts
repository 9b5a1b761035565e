import type { Coordinates } from "@kominote/core/rules/geo";
import type { Region } from "@kominote/core/schemas/locations";
import { oneOf } from "../../../lib/search-params";
import type { LocationQuery } from "../api/list-locations";

// Plain lists, not core's zod schemas: the routes' address checks must not bring a schema library
// into the page's first JavaScript (see core/src/rules/agency-kinds.ts).
export const finderStatuses = ["approved", "all", "mine"] as const;
export type FinderStatus = (typeof finderStatuses)[number];
export const finderSorts = ["name", "recent", "distance"] as const;
export type FinderSort = (typeof finderSorts)[number];
/** core's `regions`, written out (a test keeps them equal). */
export const finderRegions = ["north", "south", "east", "west", "centre"] as const satisfies readonly Region[];
export const finderTabs = ["add", "search"] as const;
export type FinderTab = (typeof finderTabs)[number];

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

const positive = (raw: unknown): number | undefined => {
  const value = typeof raw === "string" && /^\d{1,12}$/.test(raw) ? Number(raw) : raw;
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

/** The route's validateSearch: anyone writes the address, so only known values are kept. */
export const finderSearch = (search: Record<string, unknown>): FinderSearch => {
  const q = typeof search.q === "string" ? search.q.slice(0, placeSearchMaxLength) : undefined;
  const status = oneOf(finderStatuses, search.status);
  const sort = oneOf(finderSorts, search.sort);
  const region = oneOf(finderRegions, search.region);
  const place = positive(search.place);
  return {
    ...(search.tab === "search" ? { tab: "search" as const } : {}),
    ...(status === undefined || status === "approved" ? {} : { status }),
    ...(sort === undefined || sort === "name" ? {} : { sort }),
    ...(region === undefined ? {} : { region }),
    ...(q === undefined || q.trim() === "" ? {} : { q }),
    ...(place === undefined ? {} : { place }),
  };
};

/** Six decimals, as stored: `near=18.539270,-72.335001`. */
const nearPoint = ({ latitude, longitude }: Coordinates): string => `${latitude.toFixed(6)},${longitude.toFixed(6)}`;

/** The finder's page size: a phone's list stays short; 'Load more' brings the next. */
export const finderPageSize = 20;

/**
 * The list's query for what the finder shows. 'mine' is a member's only (a visitor is shown the
 * approved ones), and distance needs a known position (else the order falls back to the name).
 */
export const finderQuery = (search: FinderSearch, position: Coordinates | null, signedIn: boolean): LocationQuery => {
  const status = search.status === "mine" && !signedIn ? "approved" : (search.status ?? "approved");
  const byDistance = search.sort === "distance" && position !== null;
  const q = search.q?.trim() ?? "";
  return {
    status,
    sort: byDistance ? "distance" : search.sort === "recent" ? "recent" : "name",
    ...(byDistance ? { near: nearPoint(position) } : {}),
    ...(search.region === undefined ? {} : { region: search.region }),
    ...(q === "" ? {} : { q }),
    limit: finderPageSize,
  };
};

/** The sorts offered: distance only once the reader's position is known (SPEC 2). */
export const offeredSorts = (position: Coordinates | null): readonly FinderSort[] =>
  position === null ? finderSorts.filter((sort) => sort !== "distance") : finderSorts;

/** The map page's address: the open place (`?place=12`), the list's tab (`?tab=my`), the add dialog (`?add=1`). */
export interface MapSearch {
  readonly place?: number;
  readonly tab?: "my";
  readonly add?: 1;
}

export const mapSearch = (search: Record<string, unknown>): MapSearch => {
  const place = positive(search.place);
  return {
    ...(place === undefined ? {} : { place }),
    ...(search.tab === "my" ? { tab: "my" as const } : {}),
    ...(search.add === 1 || search.add === "1" ? { add: 1 as const } : {}),
  };
};

/** Where a visitor who pressed 'Ajoute Kote' lands once signed in: the map with the add dialog open. */
export const addPlaceOnMapPath = "/map?add=1";
