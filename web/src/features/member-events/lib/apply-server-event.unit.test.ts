import type { Notification } from "@kominote/core/schemas/notifications";
import type { RecentPointEvent, UserStats } from "@kominote/core/schemas/points";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { ownStandingQueryKey } from "../../leaderboard";
import { notificationsQueryKey } from "../../notifications";
import { recentPointsQueryKey, userStatsQueryKey } from "../../points";
import { applyServerEvent, withNewest } from "./apply-server-event";

const notification = (id: number, isRead = false): Notification => ({
  id,
  type: "system_announcement",
  title: `Anons ${id}`,
  message: "Reyinyon samdi",
  isRead,
  createdAt: "2026-06-11T12:00:00.000Z",
});
const award: RecentPointEvent = { id: 9, points: 10, description: "Kontribisyon voye", createdAt: "2026-06-11T12:00:00.000Z" };
const stats: UserStats = { totalPoints: 130, weeklyPoints: 30, rank: 2, totalContributions: 5 };

describe("withNewest", () => {
  it("puts a new item first, replaces one already there, and leaves an unfetched list alone", () => {
    expect(withNewest([notification(1)], notification(2))?.map((item) => item.id)).toEqual([2, 1]);
    expect(withNewest([notification(2), notification(1)], notification(1, true))).toEqual([notification(2), notification(1, true)]);
    expect(withNewest(undefined, notification(1))).toBeUndefined();
  });
});

describe("applyServerEvent", () => {
  it("writes stats, points and notifications where the screens read them, in the interface language's entry", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(recentPointsQueryKey("fr"), []);
    queryClient.setQueryData(notificationsQueryKey("fr"), [notification(1)]);
    applyServerEvent(queryClient, "fr", { type: "stats", data: stats });
    applyServerEvent(queryClient, "fr", { type: "points", data: award });
    applyServerEvent(queryClient, "fr", { type: "notification", data: notification(2) });
    expect(queryClient.getQueryData(userStatsQueryKey)).toEqual(stats);
    expect(queryClient.getQueryData(recentPointsQueryKey("fr"))).toEqual([award]);
    expect(queryClient.getQueryData<Notification[]>(notificationsQueryKey("fr"))?.map((item) => item.id)).toEqual([2, 1]);
    expect(queryClient.getQueryData(notificationsQueryKey("ht"))).toBeUndefined();
  });

  it("marks the member's own leaderboard standing stale when their points move, so the board's own row follows the bar", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(ownStandingQueryKey, { rank: 3, totalPoints: 120, weeklyPoints: 20, entries: {} });
    applyServerEvent(queryClient, "ht", { type: "stats", data: stats });
    expect(queryClient.getQueryState(ownStandingQueryKey)?.isInvalidated).toBe(true);
  });

  it("hands the live meeting's status and comments on to the banner and the page as window events", () => {
    const handed: Array<{ type: string; detail: unknown }> = [];
    vi.stubGlobal("dispatchEvent", (event: CustomEvent) => handed.push({ type: event.type, detail: event.detail }));
    try {
      const status = { isLive: true, meetingId: "Kominote", meetingUrl: "https://meet.jit.si/Kominote", startedAt: "2026-11-27T18:00:00.000Z", viewerCount: 3 };
      const comment = { id: 4, content: "Bonswa!", author: { fullName: "Rose Pierre" }, createdAt: "2026-11-27T18:01:00.000Z" };
      applyServerEvent(new QueryClient(), "fr", { type: "liveStatus", data: status });
      applyServerEvent(new QueryClient(), "fr", { type: "liveComment", data: comment });
      expect(handed).toEqual([
        { type: "kominote:liveStatus", detail: status },
        { type: "kominote:liveComment", detail: comment },
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
