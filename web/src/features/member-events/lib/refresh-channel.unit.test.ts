// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { notificationsQueryKey } from "../../notifications";
import { userStatsQueryKey } from "../../points";

const requests: Request[] = [];
const stats = { totalPoints: 130, weeklyPoints: 30, rank: 2, totalContributions: 5 };

// The application's HTTP client looks fetch up on every call, so a stub set here is the one it uses.
beforeAll(() => {
  vi.stubGlobal("fetch", async (request: Request) => {
    requests.push(request);
    return Response.json(new URL(request.url).pathname === "/api/user/stats" ? stats : []);
  });
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => void (requests.length = 0));

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
