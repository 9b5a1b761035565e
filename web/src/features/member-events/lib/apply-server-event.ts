import type { Language } from "@kominote/core/i18n/languages";
import type { ServerEvent } from "@kominote/core/schemas/events";
import type { Notification } from "@kominote/core/schemas/notifications";
import type { RecentPointEvent } from "@kominote/core/schemas/points";
import type { QueryClient } from "@tanstack/react-query";
import { ownStandingQueryKey } from "../../leaderboard";
import { notificationsQueryKey } from "../../notifications";
import { recentPointsQueryKey, userStatsQueryKey } from "../../points";

/**
 * A newest-first list with one more item at its head (or that item replaced where it already is).
 * A list never fetched stays unfetched: one pushed item is not the whole list.
 */
export const withNewest = <Item extends { readonly id: number }>(
  list: readonly Item[] | undefined,
  item: Item,
): readonly Item[] | undefined => {
  if (list === undefined) return undefined;
  return list.some((existing) => existing.id === item.id)
    ? list.map((existing) => (existing.id === item.id ? item : existing))
    : [item, ...list];
};

/** Writes one pushed event where the screens read it, so the bell, the points bar and the toast update at once. */
export const applyServerEvent = (queryClient: QueryClient, language: Language, event: ServerEvent): void => {
  switch (event.type) {
    case "stats":
      queryClient.setQueryData(userStatsQueryKey, event.data);
      // The leaderboard's own row and place follow the bar: read again if the board is on screen.
      void queryClient.invalidateQueries({ queryKey: ownStandingQueryKey });
      return;
    case "points":
      queryClient.setQueryData<readonly RecentPointEvent[]>(recentPointsQueryKey(language), (list) => withNewest(list, event.data));
      return;
    case "notification":
      queryClient.setQueryData<readonly Notification[]>(notificationsQueryKey(language), (list) => withNewest(list, event.data));
      return;
    case "liveStatus":
    case "liveComment":
    case "liveCommentHidden":
      // Handed to the live meeting's banner and page as window events (public-event-stream.ts:
      // onPushedLive), for the same reason as the activity below.
      globalThis.dispatchEvent(new CustomEvent(`kominote:${event.type}`, { detail: event.data }));
      return;
    case "liveActivity":
      // The whole bar, already in this stream's language, handed to the bar as the window event it
      // listens for (lib/public-events/public-event-stream.ts: onPushedActivity). Not imported from
      // there: a module shared by this chunk and the bar's would be one more file on every page.
      globalThis.dispatchEvent(new CustomEvent("kominote:liveActivity", { detail: event.data }));
      return;
  }
};
