import type { Leaderboard } from "@kominote/core/schemas/points";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** `GET /api/leaderboard`: every category's ranking; names only when the request is a member's. */
export const getLeaderboard = (): Promise<Leaderboard> => expectData(api.GET("/api/leaderboard"));

/**
 * Figures and names only, no text: one entry whatever the language. Signing in or out changes
 * the answer (names or none), so who asks is part of the key.
 */
export const leaderboardQueryKey = (signedIn: boolean) => ["leaderboard", signedIn ? "member" : "visitor"] as const;

/** The server rebuilds the board once a minute at most: coming back later asks again (a 304 when unchanged). */
const leaderboardFreshMs = 60_000;

export const leaderboardQueryOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: leaderboardQueryKey(signedIn), queryFn: getLeaderboard, staleTime: leaderboardFreshMs });

export const useLeaderboard = (signedIn: boolean, enabled = true) => useQuery({ ...leaderboardQueryOptions(signedIn), enabled });
