import type { Language } from "@kominote/core/i18n/languages";
import type { QueryClient } from "@tanstack/react-query";
import { notificationsQueryOptions } from "../../notifications";
import { recentPointsQueryOptions, userStatsQueryOptions } from "../../points";
import type { LiveChannel } from "./live-updates";

const background = { background: true } as const;

/** Fetches one channel again as a background request and writes the answer into the cache. */
export const refreshChannel = async (queryClient: QueryClient, language: Language, channel: LiveChannel): Promise<void> => {
  // staleTime 0: the cache's "never stale" default would otherwise answer from memory.
  switch (channel) {
    case "stats":
      await queryClient.fetchQuery({ ...userStatsQueryOptions(background), staleTime: 0 });
      return;
    case "recentPoints":
      await queryClient.fetchQuery({ ...recentPointsQueryOptions(language, background), staleTime: 0 });
      return;
    case "notifications":
      await queryClient.fetchQuery({ ...notificationsQueryOptions(language, background), staleTime: 0 });
      return;
  }
};
