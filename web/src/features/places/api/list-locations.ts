import type { paths } from "@kominote/openapi/client/schema";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** What `GET /api/locations` answers, as the OpenAPI document types it. */
export type LocationList = paths["/api/locations"]["get"]["responses"][200]["content"]["application/json"];

/** One place. */
export type Place = LocationList[number];

/** The list's query (status, region, bbox, q, sort, near, limit), without the cursor the pages carry. */
export type LocationQuery = Omit<NonNullable<paths["/api/locations"]["get"]["parameters"]["query"]>, "cursor">;

/** One page of places and the cursor of the next (null on the last page). */
export interface LocationPage {
  readonly places: LocationList;
  readonly nextCursor: string | null;
}

/** `GET /api/locations`: a page of places; the next one is named by the X-Next-Cursor header. */
export const listLocations = async (query: LocationQuery, cursor?: string): Promise<LocationPage> => {
  const call = api.GET("/api/locations", { params: { query: cursor === undefined ? query : { ...query, cursor } } });
  const places = await expectData(call);
  const { response } = await call;
  return { places, nextCursor: response.headers.get("X-Next-Cursor") };
};

/** Every cached answer about places, refreshed together after a place is added or edited. */
export const placesQueryPrefix = ["places"] as const;

/** Names and descriptions as members wrote them: one entry whatever the interface language. */
export const locationsQueryKey = (query: LocationQuery) => [...placesQueryPrefix, "list", query] as const;

/** The finder's list: page after page through the server's cursor ('Load more'). */
export const locationPagesQueryOptions = (query: LocationQuery) =>
  infiniteQueryOptions({
    queryKey: locationsQueryKey(query),
    queryFn: ({ pageParam }) => listLocations(query, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useLocationPages = (query: LocationQuery) => useInfiniteQuery(locationPagesQueryOptions(query));

/** The map's places: the largest page the server gives, in one request. */
export const mapLocationsQuery: LocationQuery = { status: "approved", sort: "recent", limit: 200 };

export const mapLocationsQueryOptions = () =>
  queryOptions({
    queryKey: [...placesQueryPrefix, "map", mapLocationsQuery] as const,
    queryFn: async () => (await listLocations(mapLocationsQuery)).places,
  });

export const useMapLocations = () => useQuery(mapLocationsQueryOptions());
