import type { Forum } from "@kominote/core/schemas/forums";
import { queryOptions } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** `GET /api/services/{id}/forums`: the service's visible forums, pinned ones first (members only). */
export const listServiceForums = (serviceId: number): Promise<readonly Forum[]> =>
  expectData(api.GET("/api/services/{id}/forums", { params: { path: { id: serviceId } } }));

/** Forums are what members wrote, in no interface language: one cache entry per service. */
export const serviceForumsQueryKey = (serviceId: number) => ["forums", "service", serviceId] as const;

/** Every service's forums, for finding a forum's title wherever a list of them was read. */
export const allServiceForumsQueryKey = ["forums", "service"] as const;

export const serviceForumsQueryOptions = (serviceId: number) =>
  queryOptions({ queryKey: serviceForumsQueryKey(serviceId), queryFn: () => listServiceForums(serviceId) });
