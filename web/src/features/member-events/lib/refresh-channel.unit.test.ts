// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { notificationsQueryKey } from "../../notifications";
import { userStatsQueryKey } from "../../points";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { notificationsApi } from "../../notifications/testing";
import { pointsApi } from "../../points/testing";
import { apprenticeStats } from "../../points/testing";

const stats = apprenticeStats;

const { requests } = mockApiInEachTest(
  ...pointsApi.getUserStats.answers.success,
  ...pointsApi.listRecentPoints.answers.empty,
  ...notificationsApi.listNotifications.answers.empty,
);

describe("refreshChannel", () => {
  it("asks again even when the cache holds an answer, as a background request in the interface language", async () => {
    const { refreshChannel } = await import("./refresh-channel");
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    queryClient.setQueryData(userStatsQueryKey, { ...stats, totalPoints: 1 });
    await refreshChannel(queryClient, "es", "stats");
    await refreshChannel(queryClient, "es", "notifications");
    await refreshChannel(queryClient, "es", "recentPoints");
    expect(queryClient.getQueryData(userStatsQueryKey)).toEqual(stats);
    expect(queryClient.getQueryData(notificationsQueryKey("es"))).toEqual([]);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      "/api/user/stats",
      "/api/notifications",
      "/api/user/recent-points",
    ]);
    expect(requests.map((request) => request.headers.get("X-Background"))).toEqual(["1", "1", "1"]);
    expect(requests.slice(1).map((request) => request.headers.get("Accept-Language"))).toEqual(["es", "es"]);
  });

  it("sends no background header on a screen's own first load", async () => {
    const { userStatsQueryOptions } = await import("../../points/api/get-user-stats");
    await new QueryClient().fetchQuery(userStatsQueryOptions());
    expect(requests[0]?.headers.get("X-Background")).toBeNull();
  });
});
