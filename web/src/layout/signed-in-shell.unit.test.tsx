// @vitest-environment happy-dom
import { redirectAfterLoginKey } from "@kominote/core/rules/auth-return";
import { act, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { beforeEach, describe, expect, it } from "vitest";
import { openLoginModal } from "./login-dialog-state";
import { renderAppAt } from "../testing/render-app-at";
import { everySuccessHandler } from "../testing/msw/all-areas";
import { mockApiInEachTest } from "../testing/msw/mock-api-in-each-test";
import { asVisitor } from "../features/auth/testing";


const { server } = mockApiInEachTest(...everySuccessHandler());

/** The app at `path`, for a member or (signed out) a visitor the API answers 401. */
const renderAt = (path: string, signedIn: boolean) => {
  if (!signedIn) server.use(...asVisitor);
  return renderAppAt(path);
};

const bannerName = "Ou pa konekte";

beforeEach(() => localStorage.clear());

describe("the shell for a visitor", () => {
  it("shows the signed-out banner on a page other than home, and hides it under the sign-in modal", async () => {
    renderAt("/about", false);
    const banner = await screen.findByRole("complementary", { name: bannerName }, { timeout: 10_000 });
    expect(within(banner).getByText("Ou poko nan sit la.")).toBeTruthy();
    act(() => openLoginModal());
    await screen.findByRole("dialog", {}, { timeout: 10_000 });
    expect(screen.queryByRole("complementary", { name: bannerName })).toBeNull();
  });

  it("gives the banner's region a name and buttons axe finds nothing wrong with", async () => {
    renderAt("/about", false);
    const banner = await screen.findByRole("complementary", { name: bannerName }, { timeout: 10_000 });
    // Colours need a real layout engine; the end-to-end run checks them in Chromium.
    const results = await axe.run(banner, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("opens the sign-in modal over the home page at /konekte", async () => {
    renderAt("/konekte", false);
    const dialog = await screen.findByRole("dialog", {}, { timeout: 10_000 });
    expect(within(dialog).getByRole("heading", { name: "Konekte nan Kominote" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Konekte | Kominote"));
  });

  it("shows no banner on the home page", async () => {
    renderAt("/", false);
    await screen.findByRole("button", { name: "Konekte" }, { timeout: 10_000 });
    expect(screen.queryByRole("complementary", { name: bannerName })).toBeNull();
  });
});

describe("the guard", () => {
  it("keeps the protected address asked for, then shows the sign-in page", async () => {
    const router = renderAt("/account-settings?tab=profile", false);
    await screen.findByRole("heading", { name: "Konekte nan Kominote" }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe("/login");
    expect(localStorage.getItem(redirectAfterLoginKey)).toBe("/account-settings?tab=profile");
  });
});

describe("the shell for a member", () => {
  it("shows the member's menu and the invite link, and no banner nor sign-in button", async () => {
    renderAt("/about", true);
    await screen.findByRole("button", { name: "Meni kont ou: Marie Joseph" }, { timeout: 10_000 });
    expect(screen.queryByRole("button", { name: "Konekte" })).toBeNull();
    expect(screen.queryByRole("complementary", { name: bannerName })).toBeNull();
    const nav = screen.getAllByRole("navigation", { name: "Navigasyon prensipal" })[0]!;
    expect(within(nav).getByRole("link", { name: "Envite Zanmi" }).getAttribute("href")).toBe("/invite-friends");
  });
});
