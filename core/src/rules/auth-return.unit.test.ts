import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSafeInternalPath, redirectAfterLoginKey, returnPathAfterLogin } from "./auth-return";

describe("returnPathAfterLogin", () => {
  it("uses the key the guard saves under", () => {
    expect(redirectAfterLoginKey).toBe("redirectAfterLogin");
  });

  it.each(["/account", "/services/sante?tab=ideas", "/my-contributions#top", "/"])("returns to %j", (path) => {
    expect(returnPathAfterLogin(path)).toBe(path);
  });

  it("goes home when nothing was saved", () => {
    expect(returnPathAfterLogin(null)).toBe("/");
    expect(returnPathAfterLogin(undefined)).toBe("/");
    expect(returnPathAfterLogin("")).toBe("/");
  });

  it.each(["/login", "/login/", "/login?next=/account", "/LOGIN", "/konekte", "/konekte#x"])(
    "goes home instead of back to the sign-in screen %j",
    (path) => {
      expect(returnPathAfterLogin(path)).toBe("/");
    },
  );

  it("keeps paths that only start like the sign-in screen", () => {
    expect(returnPathAfterLogin("/login-help")).toBe("/login-help");
  });

  it.each([
    "//evil.com",
    "//evil.com/account",
    "/\\evil.com",
    "\\\\evil.com",
    "https://evil.com",
    "http:/evil.com",
    "javascript:alert(1)",
    "account",
    "/\tevil",
    "/acc\nount",
  ])("refuses the open redirect %j", (path) => {
    expect(returnPathAfterLogin(path)).toBe("/");
  });

  it("always yields a single-slash internal path", () => {
    fc.assert(
      fc.property(fc.string(), (saved) => {
        const path = returnPathAfterLogin(saved);
        expect(isSafeInternalPath(path)).toBe(true);
        expect(path.startsWith("//")).toBe(false);
      }),
    );
  });
});
