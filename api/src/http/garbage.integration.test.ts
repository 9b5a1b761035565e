import { apiRoutes } from "@kominote/core/contract/index";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/create-test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const send = (options: InjectOptions) => testApp.app.inject(options);

/** A client error in the one error shape: never a 5xx for anything a client can send. */
const expectClientError = (response: Awaited<ReturnType<typeof send>>, status?: number) => {
  if (status === undefined) {
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  } else {
    expect(response.statusCode).toBe(status);
  }
  const body = response.json();
  expect(typeof body.code).toBe("string");
  expect(typeof body.message).toBe("string");
  expect(body.message.length).toBeGreaterThan(0);
  if (body.fields !== undefined) expect(Object.values(body.fields).every((message) => typeof message === "string")).toBe(true);
};

const json = { "content-type": "application/json" };

describe("garbage bodies", () => {
  it.each([
    ["malformed JSON", "{\"text\": ", 400],
    ["a JSON string", "\"Bonjou\"", 400],
    ["JSON null", "null", 400],
    ["a JSON array", "[1,2,3]", 400],
    ["a prototype-polluting object", "{\"__proto__\": {\"admin\": true}, \"text\": \"x\", \"targetLanguage\": \"en\"}", 400],
    ["deeply nested JSON", `${"[".repeat(5000)}${"]".repeat(5000)}`, 400],
    ["an empty body", "", 400],
  ])("answers %s with a 400", async (_name, payload, status) => {
    expectClientError(await send({ method: "POST", url: "/api/translate", payload, headers: json }), status);
  });

  it("answers a NUL character in any field or query with a 400, never a database error", async () => {
    // Refused as malformed before validation (no fields named): it never reaches a schema or a table.
    for (const response of [
      await send({ method: "POST", url: "/api/translate", payload: { text: "Bonjou\u0000", targetLanguage: "en" } }),
      await send({ method: "GET", url: "/api/ideas?sort=recent%00" }),
    ]) {
      expectClientError(response, 400);
      expect(response.json().fields).toBeUndefined();
    }
  });

  it("answers wrong value types with the fields at fault", async () => {
    const response = await send({
      method: "POST",
      url: "/api/translate",
      payload: { text: { nested: true }, targetLanguage: ["en"] },
    });
    expectClientError(response, 400);
    expect(Object.keys(response.json().fields).sort()).toEqual(["targetLanguage", "text"]);
  });

  it("answers a body beyond the route's limit with 413", async () => {
    const response = await send({
      method: "POST",
      url: "/api/translate",
      payload: JSON.stringify({ text: "a".repeat(200_000), targetLanguage: "en" }),
      headers: json,
    });
    expectClientError(response, 413);
    expect(response.json().code).toBe("REQUEST.TOO_LARGE");
  });

  it("answers a content type the API does not read with 415", async () => {
    for (const contentType of ["text/plain", "application/xml", "image/png"]) {
      const response = await send({
        method: "POST",
        url: "/api/translate",
        payload: "<text>Bonjou</text>",
        headers: { "content-type": contentType, "x-requested-with": "fetch" },
      });
      expectClientError(response, 415);
      expect(response.json().code).toBe("REQUEST.UNSUPPORTED_MEDIA_TYPE");
    }
  });

  it("answers an unknown content encoding with 415", async () => {
    const response = await send({
      method: "POST",
      url: "/api/translate",
      payload: "{}",
      headers: { ...json, "content-encoding": "zstd-of-the-future" },
    });
    expectClientError(response, 415);
  });
});

describe("garbage addresses", () => {
  it.each(["-1", "0", "1.5", "abc", "1e400", "99999999999999", "99999999999999999999999", "%00", "%E2%82%AC", "9".repeat(150)])(
    "answers the service id %s with a 4xx",
    async (id) => {
      expectClientError(await send({ method: "GET", url: `/api/services/${id}/tasks` }));
    },
  );

  it("ignores or refuses odd query strings without failing", async () => {
    for (const query of ["?__proto__[x]=1", "?a[b][c]=1&a=2", "?%ZZ", `?q=${"x".repeat(5000)}`]) {
      const response = await send({ method: "GET", url: `/api/public-services${query}` });
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it("answers a method the address does not have with 405 in the error shape, naming the ones it has", async () => {
    const response = await send({ method: "DELETE", url: "/api/public-services", headers: { "x-requested-with": "fetch" } });
    expectClientError(response, 405);
    expect(response.headers.allow).toBe("GET, HEAD");
  });
});

describe("garbage headers", () => {
  it("answers in Creole when the language header makes no sense", async () => {
    for (const header of ["xx-YY;q=abc,,,", "*", ";;;", "ht".repeat(500)]) {
      const response = await send({ method: "GET", url: "/api/services/987654/tasks", headers: { "accept-language": header } });
      expectClientError(response, 404);
      expect(response.json().message).toBe("Sèvis la pa jwenn");
    }
  });

  it("replaces a forged request id", async () => {
    const response = await send({ method: "GET", url: "/healthz", headers: { "x-request-id": "a\nfake log line" } });
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("every call of the contract", () => {
  const garbageUrl = (path: string) => path.replace(/\{\w+\}/g, "-1");

  // A stream open to visitors never ends, so an injected request would never return: the event
  // stream's bad requests are tested over a real connection in its own tests (and by the fuzz suite).
  const answersOnce = apiRoutes.filter((route) => !Object.values(route.responses).some((response) => response.contentType === "text/event-stream"));

  it.each(answersOnce.map((route) => [route.operationId, route] as const))(
    "%s never answers a 500 to garbage",
    async (_operationId, route) => {
      for (const payload of ["{\"a\":", "[]", JSON.stringify({ anything: ["goes", 1, null] })]) {
        const response = await send({ method: route.method, url: garbageUrl(route.path), payload, headers: json });
        expect(response.statusCode).not.toBe(500);
        // A read may ignore a body it does not take and answer normally.
        if (response.statusCode < 400) continue;
        const body = response.json();
        expect(typeof body.code).toBe("string");
        expect(typeof body.message).toBe("string");
        if (response.statusCode >= 500) expect(body.code).toBe("REQUEST.NOT_IMPLEMENTED");
      }
    },
  );
});
