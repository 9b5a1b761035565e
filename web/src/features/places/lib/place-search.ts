import type { Coordinates } from "@kominote/core/rules/geo";
import type { LocationQuery } from "../api/list-locations";
import { finderSorts, type FinderSearch, type FinderSort } from "./place-address";

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
