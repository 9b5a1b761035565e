// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../testing/story-providers";
import { UserMenu, type MenuUser } from "./user-menu";

const marie: MenuUser = { fullName: "Marie Joseph", username: "KDS-0000007-5", email: "marie@example.ht", profilePhoto: null };

const openMenu = async (user: MenuUser, signOut = vi.fn()) => {
  render(
    <Providers>
      <UserMenu user={user} signOut={signOut} />
    </Providers>,
  );
  fireEvent.click(await screen.findByRole("button", { name: /^Meni kont ou: / }, { timeout: 5000 }));
  return { menu: await screen.findByRole("menu"), signOut };
};

afterEach(cleanup);

describe("UserMenu", () => {
  it("shows the full name and e-mail, and links to the member's pages", async () => {
    const { menu } = await openMenu(marie);
    expect(within(menu).getAllByText("Marie Joseph").length).toBeGreaterThan(0);
    expect(within(menu).getByText("marie@example.ht")).toBeTruthy();
    const links = within(menu)
      .getAllByRole("menuitem")
      .filter((item) => item.hasAttribute("href"))
      .map((item) => [item.textContent, item.getAttribute("href")]);
    expect(links).toEqual([
      ["Paramèt Kont", "/account-settings"],
      ["Kontribisyon Mwen", "/my-contributions"],
      ["Repons Mwen", "/my-responses"],
    ]);
  });

  it("falls back to the member number, then to 'Itilizatè', and says when there is no e-mail", async () => {
    await openMenu({ ...marie, fullName: " ", email: null });
    expect(screen.getByRole("button", { name: "Meni kont ou: KDS-0000007-5" })).toBeTruthy();
    expect(screen.getByText("Pa gen email")).toBeTruthy();
    cleanup();
    await openMenu({ ...marie, fullName: "", username: "" });
    expect(screen.getByRole("button", { name: "Meni kont ou: Itilizatè" })).toBeTruthy();
  });

  it("shows the photo when there is one, else the initials", async () => {
    const { container } = render(
      <Providers>
        <UserMenu user={{ ...marie, profilePhoto: "/media/photos/7.webp" }} />
      </Providers>,
    );
    await screen.findByRole("button", { name: /^Meni kont ou/ }, { timeout: 5000 });
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/media/photos/7.webp");
    cleanup();
    render(
      <Providers>
        <UserMenu user={marie} />
      </Providers>,
    );
    expect((await screen.findByRole("button", { name: /^Meni kont ou/ }, { timeout: 5000 })).textContent).toContain("MJ");
  });

  it("signs out by leaving for the server's sign-out", async () => {
    const { menu, signOut } = await openMenu(marie);
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Dekonekte" }));
    expect(signOut).toHaveBeenCalledOnce();
  });
});
