import { describe, expect, it } from "vitest";
import { buildAppOffline } from "../testing/build-app-offline";

describe("rate limits", () => {
  it("hold translation to a tighter limit and answer 429 in the error shape with a retry delay", async () => {
    const app = await buildAppOffline();
    const translate = () =>
      app.inject({
        method: "POST",
        url: "/api/translate",
        payload: { text: "Bonjou", targetLanguage: "en" },
        headers: { "accept-language": "en" },
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) statuses.push((await translate()).statusCode);
    const refused = await translate();
    const health = await app.inject({ method: "GET", url: "/healthz" });
    await app.close();

    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: "REQUEST.RATE_LIMITED",
      message: "You sent too many requests. Please wait a moment and try again.",
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(health.statusCode).toBe(200);
  });

  it("hold every API call to the configured global limit per address", async () => {
    // No handlers: every call answers 501 without storage, so only the limit decides the status.
    const app = await buildAppOffline({ settings: { RATE_LIMIT_PER_MINUTE: "5" }, handlers: {} });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await app.inject({ method: "GET", url: "/api/ideas" })).statusCode);
    }
    await app.close();
    expect(statuses).toEqual([501, 501, 501, 501, 501, 429]);
  });

  it("hold registrations from one address to 30 an hour, counting refused ones too", async () => {
    const app = await buildAppOffline();
    const register = () =>
      app.inject({ method: "POST", url: "/api/users", payload: {}, headers: { "accept-language": "en" } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) statuses.push((await register()).statusCode);
    const refused = await register();
    await app.close();

    expect(statuses.every((status) => status === 400)).toBe(true);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("REQUEST.RATE_LIMITED");
  });
});
