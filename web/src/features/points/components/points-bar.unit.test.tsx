// @vitest-environment happy-dom
import type { RecentPointEvent } from "@kominote/core/schemas/points";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { recentPointsQueryKey } from "../api/list-recent-points";
import { userStatsQueryKey } from "../api/get-user-stats";
import { apprenticeStats, topStats } from "../testing/stats";
import { WithQueryClient } from "../../../testing/query-providers";
import { DrawerPoints } from "./drawer-points";
import { PointsBar } from "./points-bar";
import { PointsToastHost } from "./points-toast-host";

const award = (id: number, points: number, description: string): RecentPointEvent => ({
  id,
  points,
  description,
  createdAt: "2026-06-11T12:00:00.000Z",
});

let stats = apprenticeStats;
let recent: readonly RecentPointEvent[] = [];

beforeEach(() => {
  stats = apprenticeStats;
  recent = [award(1, 10, "Kontribisyon voye")];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname === "/api/user/stats") return Response.json(stats);
      if (pathname === "/api/user/recent-points") return Response.json(recent);
      return Response.json({ code: "NOT_FOUND", message: "?" }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("PointsBar", () => {
  it("shows the level and total, and every figure in its popover", async () => {
    const client = createQueryClient();
    render(
      <WithQueryClient client={client}>
        <PointsBar />
      </WithQueryClient>,
    );
    const bar = await screen.findByRole("button", { name: "Pratikan, 320 pwen. Wè detay pwen ou yo" }, { timeout: 5000 });
    expect(bar.textContent).toContain("Pratikan");
    expect(bar.textContent).toContain("320 pwen");
    fireEvent.click(bar);
    const details = await screen.findByRole("dialog", { name: "Pwen ou yo" });
    await within(details).findByText("Nivo: Pratikan", {}, { timeout: 5000 });
    expect(within(details).getByRole("progressbar", { name: "Pwogrè pou pwochen nivo a" }).getAttribute("aria-valuenow")).toBe("28");
    expect(within(details).getByText("180 pwen ankò pou rive Entèmedyè")).toBeTruthy();
    expect(within(details).getByText("45 pwen")).toBeTruthy();
    expect(within(details).getByText("#12")).toBeTruthy();
    expect(within(details).getByText("7")).toBeTruthy();
  });

  it("follows the stats the live updates write, and says 'Wo pi segondè!' at the top level", async () => {
    const client = createQueryClient();
    render(
      <WithQueryClient client={client}>
        <DrawerPoints />
      </WithQueryClient>,
    );
    await screen.findByText("Nivo: Pratikan", {}, { timeout: 5000 });
    act(() => void client.setQueryData(userStatsQueryKey, topStats));
    expect(await screen.findByText("Nivo: Granmèt")).toBeTruthy();
    expect(screen.getByText("Wo pi segondè!")).toBeTruthy();
    expect(screen.getByText("412")).toBeTruthy();
  });
});

describe("PointsToastHost", () => {
  it("announces a new award, not the ones the member already had", async () => {
    const client = createQueryClient();
    render(
      <WithQueryClient client={client}>
        <PointsToastHost />
      </WithQueryClient>,
    );
    const region = await screen.findByRole("status", { name: "Nouvo pwen" });
    await vi.waitFor(() => expect(client.getQueryData(recentPointsQueryKey("ht"))).toBeDefined());
    // Lets the query's observer hand the first list to the screen (its notifications are batched).
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(region.textContent).toBe("");
    act(() => void client.setQueryData(recentPointsQueryKey("ht"), [award(2, 20, "Kontribisyon aksepte"), ...recent]));
    await vi.waitFor(() => expect(region.textContent).toBe("+20Kontribisyon aksepte"));
  });
});
