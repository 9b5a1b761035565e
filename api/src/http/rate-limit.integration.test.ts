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

  describe("behind one trusted proxy (TRUST_PROXY=true)", () => {
    // No handlers: every call answers 501 without storage, so only the limits decide the status.
    const behindProxy = () => buildAppOffline({ settings: { TRUST_PROXY: "true", RATE_LIMIT_PER_MINUTE: "5" }, handlers: {} });
    const sendCode = (app: Awaited<ReturnType<typeof behindProxy>>, forwardedFor: string) =>
      app.inject({
        method: "POST",
        url: "/api/send-email-verification",
        payload: { email: "marie.joseph@example.ht" },
        headers: { "x-forwarded-for": forwardedFor },
      });

    it("count the address the proxy appended, whatever the client wrote to its left", async () => {
      const app = await behindProxy();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const forged = `198.51.100.${attempt}, 203.0.113.77`;
        statuses.push((await app.inject({ method: "GET", url: "/api/ideas", headers: { "x-forwarded-for": forged } })).statusCode);
      }
      await app.close();
      expect(statuses).toEqual([501, 501, 501, 501, 501, 429]);
    });

    it("hold sign-in code sends to their own limit despite rotating forged entries", async () => {
      // A handler that answers at once: route limits apply to routes with a handler.
      const app = await buildAppOffline({ settings: { TRUST_PROXY: "true" }, handlers: { sendEmailCode: async (_request, reply) => reply.code(204).send() } });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 13; attempt += 1) statuses.push((await sendCode(app, `198.51.100.${attempt}, 203.0.113.77`)).statusCode);
      await app.close();
      expect(statuses.filter((status) => status !== 429)).toHaveLength(10);
      expect(statuses.slice(10)).toEqual([429, 429, 429]);
    });

    it("give each client the proxy names its own budget (a single entry is the right-most one)", async () => {
      const app = await behindProxy();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push((await app.inject({ method: "GET", url: "/api/ideas", headers: { "x-forwarded-for": "203.0.113.1" } })).statusCode);
      }
      const other = await app.inject({ method: "GET", url: "/api/ideas", headers: { "x-forwarded-for": "203.0.113.2" } });
      await app.close();
      expect(statuses).toEqual([501, 501, 501, 501, 501]);
      expect(other.statusCode).toBe(501);
    });
  });
});
