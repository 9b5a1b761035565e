import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { isAllowedWrite } from "./cross-site";

const request = (method: string, headers: Record<string, string> = {}, host = "kominote.ht") =>
  ({ method, host, headers }) as unknown as Pick<FastifyRequest, "method" | "host" | "headers">;

describe("isAllowedWrite", () => {
  it("lets every read through, whatever its origin", () => {
    expect(isAllowedWrite(request("GET", { origin: "https://evil.example" }), undefined)).toBe(true);
    expect(isAllowedWrite(request("HEAD", { "sec-fetch-site": "cross-site" }), undefined)).toBe(true);
  });

  it("accepts a write whose Origin is the host it was sent to, default ports included", () => {
    expect(isAllowedWrite(request("POST", { origin: "https://kominote.ht" }), undefined)).toBe(true);
    expect(isAllowedWrite(request("POST", { origin: "http://localhost" }, "localhost:80"), undefined)).toBe(true);
    expect(isAllowedWrite(request("DELETE", { origin: "http://127.0.0.1:3000" }, "127.0.0.1:3000"), undefined)).toBe(true);
  });

  it("refuses a write from another origin, an opaque origin or a cross-site fetch", () => {
    expect(isAllowedWrite(request("POST", { origin: "https://evil.example" }), undefined)).toBe(false);
    expect(isAllowedWrite(request("PATCH", { origin: "https://kominote.ht.evil.example" }), undefined)).toBe(false);
    expect(isAllowedWrite(request("PUT", { origin: "null" }), undefined)).toBe(false);
    expect(isAllowedWrite(request("POST", { "sec-fetch-site": "cross-site", "content-type": "application/json" }), undefined)).toBe(false);
  });

  it("holds writes to the configured public origin when there is one", () => {
    expect(isAllowedWrite(request("POST", { origin: "https://kominote.ht" }, "internal:3000"), "https://kominote.ht")).toBe(true);
    expect(isAllowedWrite(request("POST", { origin: "http://internal:3000" }, "internal:3000"), "https://kominote.ht")).toBe(false);
  });

  it("without an Origin, wants what a cross-site form cannot send: JSON or a custom header", () => {
    expect(isAllowedWrite(request("POST", { "content-type": "application/json; charset=utf-8" }), undefined)).toBe(true);
    expect(isAllowedWrite(request("POST", { "content-type": "application/merge-patch+json" }), undefined)).toBe(true);
    expect(isAllowedWrite(request("POST", { "x-requested-with": "fetch" }), undefined)).toBe(true);
    expect(isAllowedWrite(request("POST", { "content-type": "application/x-www-form-urlencoded" }), undefined)).toBe(false);
    expect(isAllowedWrite(request("POST", { "content-type": "text/plain" }), undefined)).toBe(false);
    expect(isAllowedWrite(request("POST"), undefined)).toBe(false);
  });
});
