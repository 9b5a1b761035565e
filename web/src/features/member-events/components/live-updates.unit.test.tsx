// @vitest-environment happy-dom
import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { currentUserQueryKey } from "../../auth/queries";
import { userStatsQueryKey } from "../../points";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { WithQueryClient } from "../../../testing/query-providers";
import { pointsApi } from "../../points/testing";
import type { EventStreamCallbacks, PageVisibility } from "../lib/live-updates";
import { LiveUpdates } from "./live-updates";

const alwaysVisible: PageVisibility = { isVisible: () => true, subscribe: () => () => undefined };
const stats = { totalPoints: 130, weeklyPoints: 30, rank: 2, totalContributions: 5 };

const { server, requests } = mockApiInEachTest();

afterEach(() => {
  vi.useRealTimers();
});

describe("LiveUpdates", () => {
  it("writes what the stream pushes into the cache, and closes the stream when the member leaves", () => {
    const client = createQueryClient();
    let callbacks: EventStreamCallbacks | undefined;
    const close = vi.fn();
    const { unmount } = render(
      <WithQueryClient client={client}>
        <LiveUpdates
          openStream={(given) => {
            callbacks = given;
            return { close };
          }}
          visibility={alwaysVisible}
        />
      </WithQueryClient>,
    );
    act(() => {
      callbacks?.onOpen();
      callbacks?.onEvent({ type: "stats", data: stats });
    });
    expect(client.getQueryData(userStatsQueryKey)).toEqual(stats);
    unmount();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("polls in the background without a stream, and rechecks the session when a poll answers 401", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    server.use(...pointsApi.listRecentPoints.answers.unauthorized);
    const client = createQueryClient();
    client.setQueryData(currentUserQueryKey, null);
    render(
      <WithQueryClient client={client}>
        <LiveUpdates openStream={null} visibility={alwaysVisible} />
      </WithQueryClient>,
    );
    act(() => vi.advanceTimersByTime(2_000));
    await vi.waitFor(() => expect(client.getQueryState(currentUserQueryKey)?.isInvalidated).toBe(true));
    expect(requests.map((request) => [new URL(request.url).pathname, request.headers.get("X-Background")])).toEqual([
      ["/api/user/recent-points", "1"],
    ]);
  });
});
