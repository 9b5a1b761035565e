// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithData } from "../../../testing/render-with-data";
import { topInviters, unrankedStats } from "../testing/invitations";
import { InviteFriendsScreen } from "./invite-friends-screen";

const answers: Record<string, unknown> = {
  "/api/invitations/stats": { totalSent: 12, totalAccepted: 5, totalShared: 4, rank: 3 },
  "/api/invitations/leaderboard": topInviters,
};

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (request: Request) => Response.json(answers[new URL(request.url, "http://localhost").pathname] ?? null)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const figure = (label: string) => screen.getByText(label).parentElement?.querySelector("dd")?.textContent;

describe("InviteFriendsScreen", () => {
  it("shows the member's figures with their rank, and the top inviters with medals", async () => {
    await renderWithData(<InviteFriendsScreen />);

    await vi.waitFor(() => expect(figure("Your rank")).toBe("#3"));
    expect(figure("Invitations sent")).toBe("12");
    expect(figure("Invitations accepted")).toBe("5");
    // Shares of the link are their own figure, never counted as sent.
    expect(screen.getByText("You shared or copied your link 4 times. Shares are not counted as invitations sent.")).toBeTruthy();

    const list = await screen.findByRole("list");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("[aria-hidden]")?.textContent)).toEqual(["🥇", "🥈", "🥉", "4", "5"]);
    expect(items[0]?.textContent).toContain("Marie Joseph");
    expect(items[0]?.textContent).toContain("14 invitations accepted");
    expect(items[0]?.textContent).toContain("70% success");
    expect(within(items[3] as HTMLElement).getByText("Rank 4")).toBeTruthy();
    // Nobody they brought was sent an invitation: no rate, rather than a false "0% success".
    expect(items[4]?.textContent).toContain("2 invitations accepted");
    expect(items[4]?.textContent).not.toContain("success");
  });

  it("shows a dash for a member without a rank, named for screen readers", async () => {
    answers["/api/invitations/stats"] = unrankedStats;
    await renderWithData(<InviteFriendsScreen />);
    await vi.waitFor(() => expect(figure("Your rank")).toBe("-No rank yet"));
    expect(screen.queryByText(/shared or copied/)).toBeNull();
  });

  it("gives axe nothing to report on any tab", async () => {
    answers["/api/invitations/stats"] = { totalSent: 12, totalAccepted: 5, totalShared: 4, rank: 3 };
    const { container } = await renderWithData(<InviteFriendsScreen />);
    await screen.findByRole("list");
    for (const tab of ["E-mail", "Phone", "Social media", "Link"]) {
      fireEvent.click(screen.getByRole("tab", { name: tab }));
      // Colours need a real layout engine; the end-to-end run checks them in Chromium.
      const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
      expect(results.violations.map((violation) => `${tab}: ${violation.id}`)).toEqual([]);
    }
  });
});
