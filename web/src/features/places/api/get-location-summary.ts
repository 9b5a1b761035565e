import type { paths } from "@kominote/openapi/client/schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import { placesQueryPrefix } from "./list-locations";

export type LocationSummary = paths["/api/locations/summary"]["get"]["responses"][200]["content"]["application/json"];

/** `GET /api/locations/summary`: the /map statistic cards (approved, with a photo, added this week). */
export const getLocationSummary = (): Promise<LocationSummary> => expectData(api.GET("/api/locations/summary"));

export const locationSummaryQueryKey = [...placesQueryPrefix, "summary"] as const;

export const locationSummaryQueryOptions = () => queryOptions({ queryKey: locationSummaryQueryKey, queryFn: getLocationSummary });

export const useLocationSummary = () => useQuery(locationSummaryQueryOptions());
