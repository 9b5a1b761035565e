// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Providers } from "../testing/story-providers";
import { Header } from "./header";
import { LoginDialogHost } from "./login-dialog-host";
import { LoginDialogProvider, openLoginModal } from "./login-dialog-state";

const renderHeader = () =>
  render(
    <Providers>
      <LoginDialogProvider>
        <Header />
        <LoginDialogHost />
      </LoginDialogProvider>
    </Providers>,
  );

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("Header", () => {
  it("links to the home page and to services, tools and the leaderboard", async () => {
    renderHeader();
    expect((await screen.findByRole("link", { name: "Kominote, paj dakèy" }, { timeout: 5000 })).getAttribute("href")).toBe("/");
    const nav = screen.getAllByRole("navigation", { name: "Navigasyon prensipal" })[0]!;
    const hrefs = within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(hrefs).toEqual([
      ["Sèvis yo", "/"],
      ["Zouti yo", "/tools"],
      ["Klasman", "/leaderboard"],
    ]);
  });

  it("offers the five languages, each named in itself", async () => {
    renderHeader();
    const select = await screen.findByRole("combobox", { name: "Lang" });
    const options = within(select).getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual(["Kreyòl", "Français", "English", "Español", "Português"]);
  });

  it("switches the interface language from the switcher", async () => {
    renderHeader();
    const select = await screen.findByRole("combobox", { name: "Lang" });
    fireEvent.change(select, { target: { value: "en" } });
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(localStorage.getItem("language")).toBe("en");
  });

  it("opens the sign-in dialog from the Konekte button", async () => {
    renderHeader();
    fireEvent.click(await screen.findByRole("button", { name: "Konekte" }));
    const dialog = await screen.findByRole("dialog", { name: "Konekte nan Kominote" });
    expect(within(dialog).getByText(/kòd 6 chif/)).toBeTruthy();
    const legal = within(dialog).getByRole("navigation", { name: "Enfòmasyon legal" });
    expect(within(legal).getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Konfidansyalite",
      "Kondisyon",
      "Bonbon (cookies)",
    ]);
  });

  it("opens the sign-in dialog on the openLoginModal window event", async () => {
    renderHeader();
    await screen.findByRole("button", { name: "Konekte" });
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => openLoginModal());
    expect(await screen.findByRole("dialog", { name: "Konekte nan Kominote" })).toBeTruthy();
  });

  it("opens the same links in a drawer from the menu button", async () => {
    renderHeader();
    fireEvent.click(await screen.findByRole("button", { name: "Louvri meni an" }));
    const drawer = await screen.findByRole("dialog", { name: "Meni" });
    expect(within(drawer).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/",
      "/tools",
      "/leaderboard",
    ]);
  });
});
