// @vitest-environment happy-dom
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAppAt } from "../testing/render-app-at";
import { openLoginModal } from "./login-dialog-state";

afterEach(cleanup);

describe("the application shell", () => {
  it("frames an unknown address with header and footer and shows the not-found screen", async () => {
    renderAppAt("/zouti-ki-pa-egziste");
    const main = await screen.findByRole("main", {}, { timeout: 10_000 });
    expect(await within(main).findByRole("heading", { name: "404: paj la pa jwenn" })).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ale dirèkteman nan kontni an" }).getAttribute("href")).toBe("#main-content");
  });

  it("opens the sign-in dialog on the openLoginModal window event from any page", async () => {
    renderAppAt("/leaderboard");
    await screen.findByRole("main", {}, { timeout: 10_000 });
    act(() => openLoginModal());
    expect(await screen.findByRole("dialog", { name: "Konekte nan Kominote" }, { timeout: 5000 })).toBeTruthy();
  });
});
