import type { paths } from "@kominote/openapi/client/schema";
import { queryOptions } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** What `GET /api/safe-places` answers, as the OpenAPI document types it. */
export type SafePlaceList = paths["/api/safe-places"]["get"]["responses"][200]["content"]["application/json"];

/** One safe place: a verified one, or the member's own awaiting review or refused. */
export type SafePlace = SafePlaceList[number];

/** The list's filter, as the server takes it (`?q=&category=`). */
export type SafePlaceFilter = NonNullable<paths["/api/safe-places"]["get"]["parameters"]["query"]>;

/** What `POST /api/safe-places` takes, and what `PATCH /api/safe-places/{id}` takes. */
export type CreateSafePlaceBody = paths["/api/safe-places"]["post"]["requestBody"]["content"]["application/json"];
export type UpdateSafePlaceBody = NonNullable<paths["/api/safe-places/{id}"]["patch"]["requestBody"]>["content"]["application/json"];

/** Every cached answer about safe places, refreshed together after a place is added or changed. */
export const safePlacesQueryPrefix = ["safe-places"] as const;

/** Names and addresses as members wrote them (no interface text): one entry per filter whatever the language. */
export const safePlacesQueryKey = (filter: SafePlaceFilter) => [...safePlacesQueryPrefix, "list", filter] as const;

export const listSafePlaces = (filter: SafePlaceFilter): Promise<SafePlaceList> =>
  expectData(api.GET("/api/safe-places", { params: { query: filter } }));

export const safePlacesQueryOptions = (filter: SafePlaceFilter = {}) =>
  queryOptions({ queryKey: safePlacesQueryKey(filter), queryFn: () => listSafePlaces(filter) });

