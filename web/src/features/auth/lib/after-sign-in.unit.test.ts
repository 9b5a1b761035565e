// @vitest-environment happy-dom
import { redirectAfterLoginKey } from "@kominote/core/rules/auth-return";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { leaveAfterSignIn } from "./after-sign-in";

const at = (pathname: string, search = "") => ({ pathname, search, reload: vi.fn(), assign: vi.fn() });

beforeEach(() => localStorage.clear());

describe("leaveAfterSignIn", () => {
  it("goes to the path the guard saved, once", () => {
    localStorage.setItem(redirectAfterLoginKey, "/account?tab=profile");
    const page = at("/about");
    leaveAfterSignIn(page);
    expect(page.assign).toHaveBeenCalledWith("/account?tab=profile");
    expect(localStorage.getItem(redirectAfterLoginKey)).toBeNull();
  });

  it("reloads the page it is on when nothing was saved", () => {
    const page = at("/tools", "?q=1");
    leaveAfterSignIn(page);
    expect(page.reload).toHaveBeenCalledOnce();
    expect(page.assign).not.toHaveBeenCalled();
  });

  it("leaves the sign-in screens for the home page", () => {
    for (const path of ["/login", "/konekte"]) {
      const page = at(path);
      leaveAfterSignIn(page);
      expect(page.assign).toHaveBeenCalledWith("/");
    }
  });

  it("never follows a saved path to another site", () => {
    localStorage.setItem(redirectAfterLoginKey, "//evil.example/");
    const page = at("/about");
    leaveAfterSignIn(page);
    expect(page.assign).toHaveBeenCalledWith("/");
  });
});
