// @vitest-environment happy-dom
import type { Role } from "@kominote/core/schemas/users";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Providers } from "../../../testing/story-providers";
import { UserMenu } from "../../auth/components/user-menu";

const openMenuAs = async (role: Role) => {
  render(
    <Providers>
      <UserMenu user={{ fullName: "Marie Joseph", username: "KDS-0000007-5", email: null, profilePhoto: null, role }} signOut={() => undefined} />
    </Providers>,
  );
  fireEvent.click(await screen.findByRole("button", { name: /^Meni kont ou: / }, { timeout: 5000 }));
  return screen.findByRole("menu");
};

afterEach(cleanup);

describe("the moderation link in the member's menu", () => {
  it.each(["moderator", "admin"] as const)("is there for a %s", async (role) => {
    const menu = await openMenuAs(role);
    expect(within(menu).getByRole("menuitem", { name: "Moderasyon" }).getAttribute("href")).toBe("/moderation");
  });

  it("is not there for a member", async () => {
    const menu = await openMenuAs("member");
    expect(within(menu).queryByRole("menuitem", { name: "Moderasyon" })).toBeNull();
  });
});
