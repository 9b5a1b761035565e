import type { paths } from "@kominote/openapi/client/schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** What `GET /api/government-agencies` answers, as the OpenAPI document types it. */
export type AgencyList = paths["/api/government-agencies"]["get"]["responses"][200]["content"]["application/json"];

/** One agency of the directory. */
export type Agency = AgencyList[number];

/** `GET /api/government-agencies`: the approved agencies, by name. */
export const listAgencies = (): Promise<AgencyList> => expectData(api.GET("/api/government-agencies"));

/** Every cached answer about agencies, refreshed together after an agency is added. */
export const agenciesQueryPrefix = ["agencies"] as const;

/** Names, addresses and services as members wrote them (no interface text): one entry whatever the language. */
export const agenciesQueryKey = [...agenciesQueryPrefix, "list"] as const;

export const agenciesQueryOptions = () => queryOptions({ queryKey: agenciesQueryKey, queryFn: listAgencies });

export const useAgencies = () => useQuery(agenciesQueryOptions());
