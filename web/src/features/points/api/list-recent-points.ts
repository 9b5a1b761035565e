import type { Language } from "@kominote/core/i18n/languages";
import type { RecentPointEvent } from "@kominote/core/schemas/points";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, expectData, languageHeaders } from "../../../api/client";
import { headersFor, type RequestKind } from "../../../lib/background-request";

/** `GET /api/user/recent-points`: the member's latest point awards, newest first, described in the language. */
export const listRecentPoints = (language: Language, kind?: RequestKind): Promise<readonly RecentPointEvent[]> =>
  expectData(api.GET("/api/user/recent-points", { headers: { ...languageHeaders(language), ...headersFor(kind) } }));

/** Descriptions are localized, so each language is its own cache entry. */
export const recentPointsQueryKey = (language: Language) => ["points", "recent", language] as const;

export const recentPointsQueryOptions = (language: Language, kind?: RequestKind) =>
  queryOptions({ queryKey: recentPointsQueryKey(language), queryFn: () => listRecentPoints(language, kind) });

export const useRecentPoints = (language: Language) => useQuery(recentPointsQueryOptions(language));
