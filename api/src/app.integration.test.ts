import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./testing/create-test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: "GET", url, headers });

describe("public services", () => {
  it("answers the seeded services in the requester's language, Creole by default", async () => {
    const creole = await get("/api/public-services");
    const english = await get("/api/public-services", { "accept-language": "en-US,en;q=0.9" });
    expect(creole.statusCode).toBe(200);
    expect(english.statusCode).toBe(200);
    const [ht, en] = [creole.json(), english.json()];
    expect(ht.length).toBeGreaterThan(5);
    expect(en.map((service: { id: number }) => service.id)).toEqual(ht.map((service: { id: number }) => service.id));
    expect(en[0].name).not.toBe(ht[0].name);
    expect(Object.keys(ht[0]).sort()).toEqual(
      ["color", "contributorCount", "description", "discussionCount", "id", "imageUrl", "name", "slug", "taskCount"].sort(),
    );
  });

  it("may be cached briefly per language and revalidated with its ETag", async () => {
    const first = await get("/api/public-services", { "accept-language": "fr" });
    expect(first.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(String(first.headers.vary)).toMatch(/Accept-Language/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get("/api/public-services", { "accept-language": "fr", "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const otherLanguage = await get("/api/public-services", { "accept-language": "es", "if-none-match": etag });
    expect(otherLanguage.statusCode).toBe(200);
  });

  it("is compressed for clients that accept it", async () => {
    const response = await get("/api/public-services", { "accept-encoding": "br, gzip" });
    expect(response.headers["content-encoding"]).toBe("br");
  });
});

describe("service tasks", () => {
  it("answers the ordered tasks of a seeded service, localized", async () => {
    const [service] = (await get("/api/public-services")).json();
    const creole = await get(`/api/services/${service.id}/tasks`);
    const english = await get(`/api/services/${service.id}/tasks`, { "accept-language": "en" });
    expect(creole.statusCode).toBe(200);
    const tasks = creole.json();
    expect(tasks.length).toBe(service.taskCount);
    expect(tasks.map((task: { position: number }) => task.position)).toEqual(
      [...tasks.map((task: { position: number }) => task.position)].sort((a, b) => a - b),
    );
    expect(tasks.every((task: { serviceId: number }) => task.serviceId === service.id)).toBe(true);
    expect(english.json()[0].title).not.toBe(tasks[0].title);
  });

  it("answers 404 SERVICE.NOT_FOUND in the requester's language for an unknown service", async () => {
    const creole = await get("/api/services/987654/tasks");
    expect(creole.statusCode).toBe(404);
    expect(creole.json()).toEqual({ code: "SERVICE.NOT_FOUND", message: "Sèvis la pa jwenn" });
    const english = await get("/api/services/987654/tasks", { "accept-language": "en" });
    expect(english.json()).toEqual({ code: "SERVICE.NOT_FOUND", message: "Service not found" });
  });
});

describe("translation", () => {
  const translate = (payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: "POST", url: "/api/translate", payload: payload as object, headers });

  it("translates a known phrase and gives back the original text when it knows none", async () => {
    const known = await translate({ text: "Bonjou", targetLanguage: "en" });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ translatedText: "Hello" });
    const unknown = await translate({ text: "Zwazo a ap chante sou pye mango a", targetLanguage: "pt" });
    expect(unknown.json()).toEqual({ translatedText: "Zwazo a ap chante sou pye mango a" });
  });

  it("names the bad fields of a bad request", async () => {
    const response = await translate({ text: 42, targetLanguage: "de" }, { "accept-language": "en" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "REQUEST.INVALID",
      message: "The request is not valid. Please correct the marked items.",
      fields: { text: "This value is not valid.", targetLanguage: "This value is not valid." },
    });
    const missing = await translate({ targetLanguage: "fr" }, { "accept-language": "en" });
    expect(missing.json().fields).toEqual({ text: "This field is required." });
  });

  it("refuses a text too long to be one message, saying the limit", async () => {
    const response = await translate({ text: "a".repeat(5001), targetLanguage: "fr" }, { "accept-language": "en" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "TRANSLATION.INVALID",
      message: "The text is too long to translate: at most 5000 characters.",
    });
  });
});

describe("health", () => {
  it("answers liveness and readiness", async () => {
    expect((await get("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await get("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok" });
  });
});

describe("security headers", () => {
  it("give the site's pages a strict content security policy and the usual protections", async () => {
    for (const url of ["/healthz", "/api/docs"]) {
      const { headers } = await get(url);
      const csp = String(headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
      expect(csp).toContain("frame-ancestors 'none'");
      // The live meeting's video may be framed from the meeting server only.
      expect(csp).toContain("frame-src https://meet.jit.si;");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-request-id"]).toBeTruthy();
    }
  });

  it("let a page load map tiles from the configured tile server only, instead of OpenStreetMap's", async () => {
    const configured = await createTestApp({ settings: { MAP_TILE_URL: "https://{s}.tiles.example.ht/{z}/{x}/{y}.png" } });
    try {
      const csp = String((await configured.app.inject({ method: "GET", url: "/healthz" })).headers["content-security-policy"]);
      expect(csp).toContain("img-src 'self' data: blob: https://*.tiles.example.ht;");
      expect(csp).not.toContain("openstreetmap");
    } finally {
      await configured.close();
    }
  });

  it("give the API's answers what protects data, and nothing only a page would read", async () => {
    for (const url of ["/api/public-services", "/api/no-such-call"]) {
      const { headers } = await get(url);
      expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-request-id"]).toBeTruthy();
      for (const pageOnly of ["cross-origin-opener-policy", "origin-agent-cluster", "x-dns-prefetch-control", "x-download-options", "x-permitted-cross-domain-policies", "x-xss-protection"]) {
        expect(headers[pageOnly]).toBeUndefined();
      }
      // The rate limit is told when it is reached, not on every answer.
      expect(headers["x-ratelimit-remaining"]).toBeUndefined();
    }
  });
});

describe("cross-site protection", () => {
  it("refuses a write sent from another site and accepts the same write from ours", async () => {
    const payload = { text: "Bonjou", targetLanguage: "fr" };
    const foreign = await testApp.app.inject({
      method: "POST",
      url: "/api/translate",
      payload,
      headers: { origin: "https://evil.example", "accept-language": "en" },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      code: "REQUEST.CROSS_SITE",
      message: "This request was refused because it came from another site.",
    });
    const own = await testApp.app.inject({ method: "POST", url: "/api/translate", payload, headers: { origin: "http://localhost:80" } });
    expect(own.statusCode).toBe(200);
  });

  it("refuses a form-style write that carries no Origin", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/translate",
      payload: "text=Bonjou&targetLanguage=fr",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("REQUEST.CROSS_SITE");
  });
});

describe("unknown addresses", () => {
  it("answers 404 REQUEST.NOT_FOUND in the error shape", async () => {
    const response = await get("/api/no-such-call", { "accept-language": "es" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "REQUEST.NOT_FOUND", message: "Esta página o recurso no existe." });
  });
});

describe("API reference", () => {
  it("serves the OpenAPI document and a readable page built from it", async () => {
    const document = await get("/api/openapi.json");
    expect(document.statusCode).toBe(200);
    expect(document.json().paths["/api/public-services"]).toBeDefined();
    const page = await get("/api/docs");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("/api/public-services");
    expect(page.body).not.toContain("<script");
    const stylesheet = await get("/api/docs/reference.css");
    expect(stylesheet.headers["content-type"]).toMatch(/^text\/css/);
  });
});
