// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Header } from "../../../layout/header";
import { LoginDialogProvider } from "../../../layout/login-dialog-state";
import { testMember } from "../../../testing/member";
import { Providers } from "../../../testing/story-providers";
import { sampleNotifications } from "../../notifications/testing/notifications";
import { apprenticeStats } from "../../points/testing/stats";

/** The session (signed in or out) and the member's live data. */
const serve = (signedIn: boolean) =>
  vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === "/api/auth/user") {
      return signedIn ? Response.json(testMember) : Response.json({ code: "AUTH.REQUIRED", message: "Konekte" }, { status: 401 });
    }
    if (pathname === "/api/notifications") return Response.json(sampleNotifications);
    if (pathname === "/api/user/stats") return Response.json(apprenticeStats);
    if (pathname === "/api/user/recent-points") return Response.json([]);
    return Response.json({ code: "NOT_FOUND", message: "?" }, { status: 404 });
  });

const renderHeader = (signedIn: boolean) => {
  const fetch = serve(signedIn);
  vi.stubGlobal("fetch", fetch);
  // No EventSource here: the live updates poll, as on a browser without one.
  vi.stubGlobal("EventSource", undefined);
  render(
    <Providers>
      <LoginDialogProvider>
        <Header />
      </LoginDialogProvider>
    </Providers>,
  );
  return fetch;
};

afterEach(() => {
  cleanup();
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
    const fetch = renderHeader(false);
    await screen.findByRole("button", { name: "Konekte" }, { timeout: 5000 });
    expect(screen.queryByRole("button", { name: /^Notifikasyon/ })).toBeNull();
    await waitFor(() => expect(fetch.mock.calls.map(([request]) => new URL(request.url).pathname)).toEqual(["/api/auth/user", "/api/activity/live"]));
  });
});
