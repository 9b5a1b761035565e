import { describe, expect, it } from "vitest";
import { isBannerShown } from "./banner-visibility";

const visitorOnPage = { pathname: "/tools", isLoading: false, signedIn: false, loginOpen: false };

describe("isBannerShown", () => {
  it("shows to a visitor on any page but those with their own invitation (home, location finder)", () => {
    expect(isBannerShown(visitorOnPage)).toBe(true);
    expect(isBannerShown({ ...visitorOnPage, pathname: "/about" })).toBe(true);
    expect(isBannerShown({ ...visitorOnPage, pathname: "/map" })).toBe(true);
    expect(isBannerShown({ ...visitorOnPage, pathname: "/" })).toBe(false);
    expect(isBannerShown({ ...visitorOnPage, pathname: "/lokate" })).toBe(false);
  });

  it("hides while the session is checked, once signed in, and under the open sign-in modal", () => {
    expect(isBannerShown({ ...visitorOnPage, isLoading: true })).toBe(false);
    expect(isBannerShown({ ...visitorOnPage, signedIn: true })).toBe(false);
    expect(isBannerShown({ ...visitorOnPage, loginOpen: true })).toBe(false);
  });
});
