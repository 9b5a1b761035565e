// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { WithQueryClient } from "../../../testing/query-providers";
import { userStatsQueryKey } from "../../points";
import { accountNow, marie } from "../testing/members";
import { AccountStats } from "./account-stats";

const stats = { totalPoints: 320, weeklyPoints: 45, rank: 12, totalContributions: 9 };
const contributionsFigure = () => screen.getByText("Kontribisyon").parentElement?.querySelector("dd")?.textContent;

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(stats)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AccountStats", () => {
  it("shows the server's contribution count from GET /api/user/stats", async () => {
    render(
      <WithQueryClient client={createQueryClient()}>
        <AccountStats user={marie} now={accountNow} contributionCount={3} />
      </WithQueryClient>,
    );
    await vi.waitFor(() => expect(contributionsFigure()).toBe("9"));
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
  });

  it("reads the count the points bar already has, without asking again", async () => {
    const client = createQueryClient();
    client.setQueryData(userStatsQueryKey, { ...stats, totalContributions: 4 });
    render(
      <WithQueryClient client={client}>
        <AccountStats user={marie} now={accountNow} />
      </WithQueryClient>,
    );
    expect(contributionsFigure()).toBe("4");
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it("shows the given count while the stats are unknown", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(null, { status: 503 })));
    render(
      <WithQueryClient client={createQueryClient()}>
        <AccountStats user={marie} now={accountNow} contributionCount={3} />
      </WithQueryClient>,
    );
    expect(contributionsFigure()).toBe("3");
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(contributionsFigure()).toBe("3");
  });
});
