import type { Language } from "@kominote/core/i18n/languages";
import type { LiveActivity } from "@kominote/core/schemas/live";
import { queryOptions } from "@tanstack/react-query";
import { api, expectData, languageHeaders } from "../../../api/client";

/** `GET /api/activity/live`: the newest real actions and the active members; names for members only. */
export const getLiveActivity = (language: Language): Promise<LiveActivity> =>
  expectData(api.GET("/api/activity/live", { headers: languageHeaders(language) }));

export const liveActivityQueryKey = (language: Language) => ["live-activity", language] as const;

/** SPEC 9: the bar polls every 30 s when nothing pushes to it. */
export const liveActivityPollMs = 30_000;

export const liveActivityQueryOptions = (language: Language) =>
  queryOptions({ queryKey: liveActivityQueryKey(language), queryFn: () => getLiveActivity(language), staleTime: 3_000 });
