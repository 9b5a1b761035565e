import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSafeInternalPath, pathForLocation, redirectAfterLoginKey, returnPathAfterLogin } from "./auth-return";

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

describe("pathForLocation", () => {
  // What a header cannot carry is percent-encoded; a path already encoded is left as it is.
  it.each([
    ["/fowòm/\u{1F4A9}?q=a b", "/fow%C3%B2m/%F0%9F%92%A9?q=a%20b"],
    ["/a\u0001", "/a%01"],
    ["/forums/%C3%A9?x=1&y=%2F", "/forums/%C3%A9?x=1&y=%2F"],
  ])("sends %j as %s", (path, location) => expect(pathForLocation(path)).toBe(location));

  it("gives only printable ASCII, for any text", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme" }), (text) => /^[\x21-\x7e]*$/.test(pathForLocation(`/${text}`))));
  });
});
