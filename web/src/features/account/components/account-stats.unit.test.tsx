// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { apiHttp } from "../../../testing/msw/api-http";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { WithQueryClient } from "../../../testing/query-providers";
import { pointsApi } from "../../points/testing";
import { apprenticeStats } from "../../points/testing";
import { userStatsQueryKey } from "../../points";
import { accountNow, marie } from "../testing/members";
import { AccountStats } from "./account-stats";

const stats = { ...apprenticeStats, totalContributions: 9 };
const contributionsFigure = () => screen.getByText("Kontribisyon").parentElement?.querySelector("dd")?.textContent;

const { server, paths } = mockApiInEachTest(apiHttp.get("/api/user/stats", ({ response }) => response(200).json(stats)));

describe("AccountStats", () => {
  it("shows the server's contribution count from GET /api/user/stats", async () => {
    render(
      <WithQueryClient client={createQueryClient()}>
        <AccountStats user={marie} now={accountNow} contributionCount={3} />
      </WithQueryClient>,
    );
    await vi.waitFor(() => expect(contributionsFigure()).toBe("9"));
    expect(paths).toEqual(["/api/user/stats"]);
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
    expect(paths).toEqual([]);
  });

  it("shows the given count while the stats are unknown", async () => {
    server.use(...pointsApi.getUserStats.answers.unavailable);
    render(
      <WithQueryClient client={createQueryClient()}>
        <AccountStats user={marie} now={accountNow} contributionCount={3} />
      </WithQueryClient>,
    );
    expect(contributionsFigure()).toBe("3");
    await vi.waitFor(() => expect(paths).toContain("/api/user/stats"));
    expect(contributionsFigure()).toBe("3");
  });
});
