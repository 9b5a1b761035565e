import { createTestApp, type TestApp } from "@kominote/api/testing/create-test-app";
import { apiRoutes } from "@kominote/core/contract/index";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * What protects a visitor's browser and the server: security headers on every answer, no
 * internals in server errors, no state change from another site, and a rate limit that answers
 * in the API's error shape.
 */

const expectErrorShape = (response: LightMyRequestResponse) => {
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).filter((key) => !["code", "message", "fields"].includes(key))).toEqual([]);
  expect(body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  expect((body.message as string).length).toBeGreaterThan(0);
};

// One application for everything that needs the product's own routes; a low rate limit so the
// limit can be reached quickly. Each block speaks from its own client address, so their
// requests do not count against each other's limit.
const rateLimit = 5;
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ settings: { RATE_LIMIT_PER_MINUTE: String(rateLimit) } });
});
afterAll(async () => {
  await testApp?.close();
});

describe("security headers", () => {
  it.each(["/api/public-services", "/api/no-such-call", "/healthz"])("are on %s", async (url) => {
    const response = await testApp.app.inject({ method: "GET", url, remoteAddress: "198.51.100.1" });
    const csp = String(response.headers["content-security-policy"] ?? "");
    // A page loads only its own files and no plugin; a JSON answer loads nothing at all.
    const loadsOnlyOwnFiles = /default-src 'self'/.test(csp) && /object-src 'none'/.test(csp);
    expect(loadsOnlyOwnFiles || /^default-src 'none'(;|$)/.test(csp), `CSP: ${csp}`).toBe(true);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Framing is refused by CSP (modern browsers) or X-Frame-Options (older ones).
    const framingRefused =
      /frame-ancestors '(none|self)'/.test(csp) ||
      ["DENY", "SAMEORIGIN"].includes(String(response.headers["x-frame-options"]).toUpperCase());
    expect(framingRefused, `CSP: ${csp}, X-Frame-Options: ${response.headers["x-frame-options"]}`).toBe(true);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });
});

describe("cross-site writes", () => {
  const write = apiRoutes.find((route) => route.method === "POST" && !route.path.includes("{"));
  const url = write?.path ?? "/api/ideas";
  const post = (headers: Record<string, string>, payload = "{}") =>
    testApp.app.inject({
      method: "POST",
      url,
      remoteAddress: "198.51.100.2",
      headers: { host: "kominote.test", ...headers },
      payload,
    });

  it("are refused when the Origin is another site", async () => {
    const response = await post({ origin: "https://evil.example", "content-type": "application/json" });
    expect(response.statusCode).toBe(403);
    expectErrorShape(response);
    expect(response.json()).toMatchObject({ code: "REQUEST.CROSS_SITE" });
  });

  it("are refused when the browser says the request is cross-site", async () => {
    const response = await post({ "sec-fetch-site": "cross-site", "content-type": "application/json" });
    expect(response.statusCode).toBe(403);
    expectErrorShape(response);
  });

  it("are refused as a plain HTML form post with no Origin", async () => {
    const response = await post({ "content-type": "application/x-www-form-urlencoded" }, "content=x");
    expect(response.statusCode).toBe(403);
    expectErrorShape(response);
  });

  it("pass the check from our own origin (refused later, if at all, for another reason)", async () => {
    const response = await post({ origin: "http://kominote.test", "content-type": "application/json" });
    expect(response.statusCode).not.toBe(403);
  });
});

describe("rate limit", () => {
  it("answers 429 in the error shape, in the requester's language, once the limit is used", async () => {
    const get = (remoteAddress: string) =>
      testApp.app.inject({ method: "GET", url: "/api/public-services", remoteAddress, headers: { "accept-language": "en" } });
    for (let index = 0; index < rateLimit; index += 1) expect((await get("198.51.100.7")).statusCode).toBe(200);
    const limited = await get("198.51.100.7");
    expect(limited.statusCode).toBe(429);
    expectErrorShape(limited);
    expect(limited.json()).toMatchObject({ code: "REQUEST.RATE_LIMITED" });
    expect(limited.headers["retry-after"]).toBeDefined();
    // Another address is not affected by this one's use.
    expect((await get("198.51.100.8")).statusCode).toBe(200);
  });
});

describe("server errors", () => {
  const secret = "connection to db-internal.kominote:5432 refused for user kominote_app";
  // A real route whose handler fails as a broken database or a bug would make it fail.
  const route = apiRoutes.find((candidate) => candidate.operationId === "listPublicServices");
  let failingApp: TestApp;
  beforeAll(async () => {
    failingApp = await createTestApp({
      routes: route === undefined ? [] : [route],
      handlers: {
        listPublicServices: async () => {
          throw new Error(secret);
        },
      },
    });
  });
  afterAll(async () => {
    await failingApp?.close();
  });

  it("answer 500 in the error shape without the message, stack or file paths", async () => {
    const response = await failingApp.app.inject({ method: "GET", url: "/api/public-services", headers: { "accept-language": "en" } });
    expect(response.statusCode).toBe(500);
    expectErrorShape(response);
    expect(response.body).not.toContain(secret);
    expect(response.body).not.toMatch(/\bat .+\(.*:\d+:\d+\)|\.ts:\d+|\.js:\d+|node_modules|stack/i);
  });
});
