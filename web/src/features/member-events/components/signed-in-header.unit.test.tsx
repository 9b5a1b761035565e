// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Header } from "../../../layout/header";
import { LoginDialogProvider } from "../../../layout/login-dialog-state";
import { Providers } from "../../../testing/story-providers";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { successHandlers } from "../../../testing/msw/mock-operation";
import { asVisitor, authApi } from "../../auth/testing";
import { notificationsApi } from "../../notifications/testing";
import { pointsApi } from "../../points/testing";
import { liveActivityApi } from "../../live-activity/testing";

/** The session and the member's live data: the bell with two unread, the points, no new points yet. */
const { server, paths } = mockApiInEachTest(
  ...successHandlers(authApi, notificationsApi, pointsApi, liveActivityApi),
  ...pointsApi.listRecentPoints.answers.empty,
);

const renderHeader = (signedIn: boolean) => {
  if (!signedIn) server.use(...asVisitor);
  // No EventSource here: the live updates poll, as on a browser without one.
  vi.stubGlobal("EventSource", undefined);
  render(
    <Providers>
      <LoginDialogProvider>
        <Header />
      </LoginDialogProvider>
    </Providers>,
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the header's live parts", () => {
  it("gives a member the bell with its badge and the points bar", async () => {
    renderHeader(true);
    expect(await screen.findByRole("button", { name: "Notifikasyon, 2 poko li" }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Pratikan, 320 pwen. Wè detay pwen ou yo" }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole("status", { name: "Nouvo pwen" }, { timeout: 5000 })).toBeTruthy();
  });

  it("gives a visitor neither, and asks nothing about notifications or points: only the live activity everyone sees", async () => {
    renderHeader(false);
    await screen.findByRole("button", { name: "Konekte" }, { timeout: 5000 });
    expect(screen.queryByRole("button", { name: /^Notifikasyon/ })).toBeNull();
    await waitFor(() => expect(paths).toEqual(["/api/auth/user", "/api/activity/live"]));
  });
});
