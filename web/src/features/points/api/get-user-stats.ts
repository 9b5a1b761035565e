import type { UserStats } from "@kominote/core/schemas/points";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import { headersFor, type RequestKind } from "../../../lib/background-request";

/** `GET /api/user/stats`: the signed-in member's total and weekly points, rank and contributions. */
export const getUserStats = (kind?: RequestKind): Promise<UserStats> =>
  expectData(api.GET("/api/user/stats", { headers: headersFor(kind) }));

/** Figures only, no text: one cache entry whatever the language. Live updates write into it. */
export const userStatsQueryKey = ["points", "stats"] as const;

export const userStatsQueryOptions = (kind?: RequestKind) =>
  queryOptions({ queryKey: userStatsQueryKey, queryFn: () => getUserStats(kind) });

export const useUserStats = () => useQuery(userStatsQueryOptions());
