import type { paths } from "@kominote/openapi/client/schema";
import { queryOptions } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** What `GET /api/connection-points` answers, as the OpenAPI document types it. */
export type ConnectionPointList = paths["/api/connection-points"]["get"]["responses"][200]["content"]["application/json"];

/** One connection point: a verified one, or the member's own awaiting review or refused. */
export type ConnectionPoint = ConnectionPointList[number];

/** The list's filter, as the server takes it (`?q=&connectionType=`). */
export type ConnectionPointFilter = NonNullable<paths["/api/connection-points"]["get"]["parameters"]["query"]>;

/** The map's four figures (`GET /api/connection-points/summary`). */
export type ConnectionPointSummary = paths["/api/connection-points/summary"]["get"]["responses"][200]["content"]["application/json"];

/** What `POST /api/connection-points` takes, and what `PATCH /api/connection-points/{id}` takes. */
export type CreateConnectionPointBody = paths["/api/connection-points"]["post"]["requestBody"]["content"]["application/json"];
export type UpdateConnectionPointBody = NonNullable<paths["/api/connection-points/{id}"]["patch"]["requestBody"]>["content"]["application/json"];

/** Every cached answer about connection points (lists and figures), refreshed together after a change. */
export const connectionPointsQueryPrefix = ["connection-points"] as const;

/** Names and addresses as members wrote them (no interface text): one entry per filter whatever the language. */
export const connectionPointsQueryKey = (filter: ConnectionPointFilter) => [...connectionPointsQueryPrefix, "list", filter] as const;

export const connectionPointSummaryQueryKey = [...connectionPointsQueryPrefix, "summary"] as const;

export const listConnectionPoints = (filter: ConnectionPointFilter): Promise<ConnectionPointList> =>
  expectData(api.GET("/api/connection-points", { params: { query: filter } }));

export const connectionPointsQueryOptions = (filter: ConnectionPointFilter = {}) =>
  queryOptions({ queryKey: connectionPointsQueryKey(filter), queryFn: () => listConnectionPoints(filter) });

export const connectionPointSummaryQueryOptions = () =>
  queryOptions({ queryKey: connectionPointSummaryQueryKey, queryFn: () => expectData(api.GET("/api/connection-points/summary")) });

