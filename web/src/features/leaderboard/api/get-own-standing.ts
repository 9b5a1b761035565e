import type { LeaderboardStanding } from "@kominote/core/schemas/points";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** `GET /api/leaderboard/me`: the signed-in member's own rank, points and rows, read now (decision 0009). */
export const getOwnStanding = (): Promise<LeaderboardStanding> => expectData(api.GET("/api/leaderboard/me"));

/** Figures only: one entry whatever the language. The live updates mark it stale when the member's points move. */
export const ownStandingQueryKey = ["leaderboard", "me"] as const;

export const ownStandingQueryOptions = () => queryOptions({ queryKey: ownStandingQueryKey, queryFn: getOwnStanding });

export const useOwnStanding = (enabled: boolean) => useQuery({ ...ownStandingQueryOptions(), enabled });
