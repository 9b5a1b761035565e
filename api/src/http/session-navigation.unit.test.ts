import { describe, expect, it } from "vitest";
import { isSameSiteNavigation } from "./session-navigation";

const request = (headers: Record<string, string>) => ({ headers, protocol: "http" as const, host: "localhost:3000" });

describe("isSameSiteNavigation", () => {
  it("trusts the browser's Sec-Fetch-Site: only same-origin and typed navigations", () => {
    expect(isSameSiteNavigation(request({ "sec-fetch-site": "same-origin" }), undefined)).toBe(true);
    expect(isSameSiteNavigation(request({ "sec-fetch-site": "none" }), undefined)).toBe(true);
    expect(isSameSiteNavigation(request({ "sec-fetch-site": "same-site" }), undefined)).toBe(false);
    expect(isSameSiteNavigation(request({ "sec-fetch-site": "cross-site", referer: "http://localhost:3000/" }), undefined)).toBe(false);
  });

  it("falls back to the Origin or Referer, compared with the public origin when configured", () => {
    expect(isSameSiteNavigation(request({ referer: "http://localhost:3000/account" }), undefined)).toBe(true);
    expect(isSameSiteNavigation(request({ origin: "https://evil.example" }), undefined)).toBe(false);
    expect(isSameSiteNavigation(request({ referer: "https://kominote.ht/account" }), "https://kominote.ht")).toBe(true);
    expect(isSameSiteNavigation(request({ referer: "http://localhost:3000/account" }), "https://kominote.ht")).toBe(false);
  });

  it("treats a request that tells nothing as cross-site", () => {
    expect(isSameSiteNavigation(request({}), undefined)).toBe(false);
    expect(isSameSiteNavigation(request({ referer: "not a url" }), undefined)).toBe(false);
  });
});
