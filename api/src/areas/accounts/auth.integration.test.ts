import { HmacSecretHasher } from "@kominote/adapters/accounts/hmac-secret-hasher";
import { KnexSessionStore } from "@kominote/adapters/accounts/knex-session-store";
import { KnexUserRepository } from "@kominote/adapters/accounts/knex-user-repository";
import { apiRoute } from "@kominote/core/contract/index";
import { newMember } from "@kominote/core/testing/account-doubles";
import { Effect } from "effect";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answer } from "../../http/handler";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { whileRefusing } from "../../testing/refuse-inserts";
import { resolve } from "../../tokens";
import { accountsTokens } from "./tokens";

const secret = "a test secret that is at least 32 characters long";
const marieEmail = "marie.joseph@example.ht";
const mariePhone = "+50937123456";
const minute = 60_000;
const day = 24 * 60 * minute;

let testApp: TestApp;
let marieId: number;
/** Each test signs in from its own address, so the per-address limits of one never touch another. */
let nextAddress = 1;
const freshAddress = () => `10.0.0.${nextAddress++}`;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: secret } });
  const users = new KnexUserRepository(testApp.database);
  marieId = (
    await users.create(
      newMember({ fullName: "Marie Joseph", email: marieEmail, phoneNumber: mariePhone, username: "KDS-0000001-8", birthday: "1990-05-14" }),
    )
  ).id;
});
afterAll(async () => {
  await testApp.close();
});

const post = (url: string, payload: object, options: { address?: string; cookie?: string; language?: string } = {}) =>
  testApp.app.inject({
    method: "POST",
    url,
    payload,
    remoteAddress: options.address ?? "10.9.9.9",
    headers: {
      "accept-language": options.language ?? "en",
      ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
    },
  });

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "GET", url, headers: { "accept-language": "en", ...headers } });

/** The newest message the outbox holds for a recipient. */
const lastMessageTo = async (to: string): Promise<{ body: string; subject: string | null }> => {
  const row = (await testApp.database("outbox_messages").where({ to }).orderBy("id", "desc").first("body", "subject")) as
    | { body: string; subject: string | null }
    | undefined;
  if (row === undefined) throw new Error(`no message to ${to}`);
  return row;
};

const codeIn = (text: string): string => {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (code === undefined) throw new Error(`no code in: ${text}`);
  return code;
};

const sessionCookieOf = (response: LightMyRequestResponse, name = "kominote_session") => {
  const cookie = response.cookies.find((entry) => entry.name === name);
  if (cookie === undefined) throw new Error(`no ${name} cookie`);
  return cookie;
};

/** Signs Marie in by e-mail code over HTTP; answers the Cookie header to send afterwards. */
const signIn = async (options: { address?: string; cookie?: string } = {}): Promise<string> => {
  const address = options.address ?? freshAddress();
  // Codes to one contact are limited to one a minute: forget earlier sends, the limit has its own test.
  await testApp.database("login_code_sends").where({ contact: `email:${marieEmail}` }).delete();
  expect((await post("/api/send-email-verification", { email: marieEmail }, { address })).statusCode).toBe(200);
  const code = codeIn((await lastMessageTo(marieEmail)).body);
  const response = await post("/api/verify-email-login", { email: marieEmail, code }, { address, ...options });
  expect(response.statusCode).toBe(200);
  return `kominote_session=${sessionCookieOf(response).value}`;
};

const sessions = () => new KnexSessionStore(testApp.database, new HmacSecretHasher(new Uint8Array(Buffer.from(secret))));
const tokenOf = (cookie: string) => cookie.split("=")[1] ?? "";

describe("signing in by e-mail code", () => {
  it("sets an HttpOnly, SameSite=Lax session cookie and answers the public member", async () => {
    const address = freshAddress();
    await testApp.database("login_code_sends").delete();
    const sent = await post("/api/send-email-verification", { email: "Marie.Joseph@Example.ht" }, { address });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: "A message has been sent to marie.joseph@example.ht. Check it to continue.",
      resendAfterSeconds: 60,
    });
    const code = codeIn((await lastMessageTo(marieEmail)).body);

    const response = await post("/api/verify-email-login", { email: marieEmail, code }, { address });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: marieId, fullName: "Marie Joseph", email: marieEmail, role: "member" });
    expect(response.json()).not.toHaveProperty("passwordHash");
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await get("/api/auth/user", { cookie: `kominote_session=${cookie.value}` });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: marieId, username: "KDS-0000001-8" });
  });

  it("stores neither the code nor the session token in clear", async () => {
    const cookie = await signIn();
    const tables = JSON.stringify([
      await testApp.database("sessions").select("*"),
      await testApp.database("login_codes").select("*"),
    ]);
    expect(tables).not.toContain(tokenOf(cookie));
    await testApp.database("login_code_sends").delete();
    await post("/api/send-email-verification", { email: marieEmail }, { address: freshAddress() });
    const code = codeIn((await lastMessageTo(marieEmail)).body);
    expect(JSON.stringify(await testApp.database("login_codes").select("*"))).not.toContain(code);
  });

  it("works by phone, the number typed with spaces", async () => {
    const address = freshAddress();
    const sent = await post("/api/send-phone-verification", { phoneNumber: "+509 3712 3456" }, { address });
    expect(sent.statusCode).toBe(200);
    const code = codeIn((await lastMessageTo(mariePhone)).body);
    const response = await post("/api/verify-phone-login", { phoneNumber: "+509 3712 3456", code }, { address });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: marieId, phoneNumber: mariePhone });
  });

  it("refuses a code used once already", async () => {
    const address = freshAddress();
    await testApp.database("login_code_sends").delete();
    await post("/api/send-email-verification", { email: marieEmail }, { address });
    const code = codeIn((await lastMessageTo(marieEmail)).body);
    expect((await post("/api/verify-email-login", { email: marieEmail, code }, { address })).statusCode).toBe(200);
    const again = await post("/api/verify-email-login", { email: marieEmail, code }, { address });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: "LOGIN.CODE_INVALID", message: "The code is not correct or has expired." });
  });

  it("kills a code after five wrong tries, with a message saying to ask a new one", async () => {
    const address = freshAddress();
    await testApp.database("login_code_sends").delete();
    await post("/api/send-email-verification", { email: marieEmail }, { address });
    const code = codeIn((await lastMessageTo(marieEmail)).body);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) {
      expect((await post("/api/verify-email-login", { email: marieEmail, code: wrong }, { address })).statusCode).toBe(400);
    }
    const fifth = await post("/api/verify-email-login", { email: marieEmail, code: wrong }, { address });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ code: "LOGIN.TOO_MANY_TRIES", message: "Too many wrong tries. Ask for a new code in 10 min." });
    const right = await post("/api/verify-email-login", { email: marieEmail, code }, { address, language: "ht" });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ code: "LOGIN.TOO_MANY_TRIES", message: "Twòp esè ki pa bon. Mande yon nouvo kòd nan 10 minit." });
    await testApp.database("login_codes").delete();
  });

  it("sends at most one code a minute to a contact, saying when to ask again", async () => {
    await testApp.database("login_code_sends").delete();
    expect((await post("/api/send-email-verification", { email: marieEmail }, { address: freshAddress() })).statusCode).toBe(200);
    const again = await post("/api/send-email-verification", { email: marieEmail }, { address: freshAddress(), language: "fr" });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      code: "LOGIN.TOO_SOON",
      message: "Vous venez de demander un code. Vous pourrez en demander un autre dans 1 min.",
    });
  });
});

describe("no account enumeration", () => {
  it("answers the same status and body for a contact no account uses, and tells it how to register", async () => {
    await testApp.database("login_code_sends").delete();
    const known = await post("/api/send-email-verification", { email: marieEmail }, { address: freshAddress() });
    const unknown = await post("/api/send-email-verification", { email: "nobody@example.ht" }, { address: freshAddress() });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual({ ...known.json(), message: known.json().message.replace(marieEmail, "nobody@example.ht") });
    const message = await lastMessageTo("nobody@example.ht");
    expect(message.body).toContain("http://localhost:3000/register");
    expect(message.body).not.toMatch(/\b\d{6}\b/);

    const phone = await post("/api/send-phone-verification", { phoneNumber: "+50938112222" }, { address: freshAddress() });
    expect(phone.statusCode).toBe(200);
    expect((await lastMessageTo("+50938112222")).body).toContain("/register");
  });

  it("answers a verification for an unknown contact exactly like a wrong code", async () => {
    const address = freshAddress();
    const unknown = await post("/api/verify-email-login", { email: "ghost@example.ht", code: "123456" }, { address });
    await testApp.database("login_code_sends").delete();
    await post("/api/send-email-verification", { email: marieEmail }, { address });
    const code = codeIn((await lastMessageTo(marieEmail)).body);
    const wrong = await post("/api/verify-email-login", { email: marieEmail, code: code === "123456" ? "654321" : "123456" }, { address });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });
});

describe("per-address limits", () => {
  it("allows 10 code requests per address in 15 minutes", async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      expect((await post("/api/send-email-verification", { email: `limit${i}@example.ht` }, { address })).statusCode).toBe(200);
    }
    const eleventh = await post("/api/send-email-verification", { email: "limit10@example.ht" }, { address });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: "REQUEST.RATE_LIMITED" });
    expect((await post("/api/send-email-verification", { email: "limit10@example.ht" }, { address: freshAddress() })).statusCode).toBe(200);
  });

  it("allows 30 verifications per address in 15 minutes", async () => {
    const address = freshAddress();
    for (let i = 0; i < 30; i++) {
      const response = await post("/api/verify-phone-login", { phoneNumber: `+5093000${String(i).padStart(4, "0")}`, code: "123456" }, { address });
      expect(response.statusCode).toBe(400);
    }
    const next = await post("/api/verify-phone-login", { phoneNumber: "+50930009999", code: "123456" }, { address });
    expect(next.statusCode).toBe(429);
    expect(next.json()).toMatchObject({ code: "REQUEST.RATE_LIMITED" });
  });
});

describe("sessions", () => {
  it("answers 401 AUTH.REQUIRED as JSON when signed out or with an unknown token", async () => {
    const cases: Record<string, string>[] = [{}, { cookie: "kominote_session=nonsense" }, { cookie: `kominote_session=${"x".repeat(43)}` }];
    for (const headers of cases) {
      const response = await get("/api/auth/user", headers);
      expect(response.statusCode).toBe(401);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ code: "AUTH.REQUIRED", message: "You must be signed in to do this." });
    }
  });

  it("starts a new session at each sign-in and revokes the one the browser held", async () => {
    const first = await signIn();
    const second = await signIn({ cookie: first });
    expect(second).not.toBe(first);
    expect((await get("/api/auth/user", { cookie: first })).statusCode).toBe(401);
    expect((await get("/api/auth/user", { cookie: second })).statusCode).toBe(200);
  });

  it("ends the session server-side at POST /api/logout, so a kept cookie is worthless", async () => {
    const cookie = await signIn();
    const response = await post("/api/logout", {}, { cookie });
    expect(response.statusCode).toBe(204);
    expect(sessionCookieOf(response).value).toBe("");
    expect((await get("/api/auth/user", { cookie })).statusCode).toBe(401);
    expect(await sessions().find(tokenOf(cookie))).toBeNull();
  });

  it("ends a session idle for 14 days of user activity", async () => {
    const cookie = await signIn();
    await testApp.database("sessions").update({ last_active_at: new Date(Date.now() - 14 * day - minute) });
    expect((await get("/api/auth/user", { cookie })).statusCode).toBe(401);
    expect(await sessions().find(tokenOf(cookie))).toBeNull();
  });

  it("ends a session 30 days after sign-in even when active", async () => {
    const cookie = await signIn();
    await testApp.database("sessions").update({ expires_at: new Date(Date.now() - 1000) });
    expect((await get("/api/auth/user", { cookie })).statusCode).toBe(401);
  });

  it("counts user requests as activity, not background ones (X-Background: 1)", async () => {
    const cookie = await signIn();
    const token = tokenOf(cookie);
    const earlier = new Date(Date.now() - 10 * minute);
    await testApp.database("sessions").update({ last_active_at: earlier });
    expect((await get("/api/auth/user", { cookie, "x-background": "1" })).statusCode).toBe(200);
    expect((await sessions().find(token))?.lastActiveAt).toEqual(earlier);
    expect((await get("/api/auth/user", { cookie })).statusCode).toBe(200);
    // Activity times are written in batches (within a second, or when the server stops).
    await resolve(testApp.container, accountsTokens.sessionTouches).flush();
    expect((await sessions().find(token))?.lastActiveAt.getTime()).toBeGreaterThan(earlier.getTime());
  });
});

describe("sign-out by navigation (GET /api/logout)", () => {
  it("ends the session when the navigation comes from this site", async () => {
    for (const headers of [{ "sec-fetch-site": "same-origin" }, { "sec-fetch-site": "none" }, { referer: "http://localhost:80/account" }]) {
      const cookie = await signIn();
      const response = await testApp.app.inject({ method: "GET", url: "/api/logout", headers: { cookie, host: "localhost:80", ...headers } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/");
      expect((await get("/api/auth/user", { cookie })).statusCode).toBe(401);
    }
  });

  it("changes nothing on a cross-site navigation: it only redirects home", async () => {
    for (const headers of [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { referer: "https://evil.example/page" },
      {},
    ]) {
      const cookie = await signIn();
      const response = await testApp.app.inject({ method: "GET", url: "/api/logout", headers: { cookie, host: "localhost:80", ...headers } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/");
      expect(response.cookies.find((entry) => entry.name === "kominote_session")).toBeUndefined();
      expect((await get("/api/auth/user", { cookie })).statusCode).toBe(200);
    }
  });
});

describe("sign-in by navigation (GET /api/login)", () => {
  it("leads a visitor to the sign-in page, keeping where to come back", async () => {
    const response = await get("/api/login?returnTo=%2Faccount-settings");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/konekte?returnTo=%2Faccount-settings");
    expect((await get("/api/login")).headers.location).toBe("/konekte");
  });

  it("sends a signed-in member straight back", async () => {
    const cookie = await signIn();
    expect((await get("/api/login?returnTo=%2Faccount", { cookie })).headers.location).toBe("/account");
    expect((await get("/api/login", { cookie })).headers.location).toBe("/");
  });

  it("sends a signed-in member back to a path with accents or emoji, encoded as a header carries it", async () => {
    const cookie = await signIn();
    const response = await get(`/api/login?returnTo=${encodeURIComponent("/fowòm/\u{1F4A9}")}`, { cookie });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/fow%C3%B2m/%F0%9F%92%A9");
  });

  it("refuses a return address on another site", async () => {
    expect((await get("/api/login?returnTo=%2F%2Fevil.example")).statusCode).toBe(400);
  });
});

/**
 * Two ways a moderators' route reads the session: a hook before validation (a plain handler, the
 * review queue, which takes a query), or its handler, in the same program as its use case (a use
 * case's answer with nothing to validate, the reports list). Both refuse alike.
 */
describe.each([
  { form: "a hook before validation", operationId: "listReviewQueue", url: "/api/moderation/queue" },
  { form: "the handler's own program", operationId: "listContentReports", url: "/api/moderation/reports" },
] as const)("access by role, the session read by $form", ({ operationId, url }) => {
  let guarded: TestApp;
  let ran = 0;
  const tokens = { member: "m".repeat(43), moderator: "o".repeat(43), admin: "a".repeat(43) } as const;

  beforeAll(async () => {
    guarded = await createTestApp({
      settings: { SESSION_SECRET: secret },
      routes: [apiRoute(operationId)],
      handlers:
        operationId === "listReviewQueue"
          ? {
              listReviewQueue: async (_request, reply) => {
                ran += 1;
                return reply.send([]);
              },
            }
          : answer(apiRoute(operationId), () =>
              Effect.sync(() => {
                ran += 1;
                return [];
              }),
            ),
    });
    const users = new KnexUserRepository(guarded.database);
    const store = new KnexSessionStore(guarded.database, new HmacSecretHasher(new Uint8Array(Buffer.from(secret))));
    for (const [index, role] of (["member", "moderator", "admin"] as const).entries()) {
      const user = await users.create(
        newMember({
          fullName: `Manm ${role}`,
          email: `${role}@example.ht`,
          phoneNumber: `+5093100000${index}`,
          username: `KDS-000000${index + 2}-0`,
          role,
        }),
      );
      await store.create(tokens[role], { userId: user.id, createdAt: new Date(), expiresAt: new Date(Date.now() + day) });
    }
  });
  afterAll(async () => {
    await guarded.close();
  });

  const queue = (token?: string) =>
    guarded.app.inject({
      method: "GET",
      url,
      headers: { "accept-language": "en", ...(token === undefined ? {} : { cookie: `kominote_session=${token}` }) },
    });

  it("refuses a visitor with 401 and a member with 403 on a moderators' route, before the handler runs", async () => {
    expect((await queue()).json()).toEqual({ code: "AUTH.REQUIRED", message: "You must be signed in to do this." });
    expect((await queue("x".repeat(43))).statusCode).toBe(401);
    const member = await queue(tokens.member);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ code: "AUTH.FORBIDDEN", message: "You are not allowed to do this." });
    expect(ran).toBe(0);
  });

  it("lets moderators and admins through", async () => {
    expect((await queue(tokens.moderator)).statusCode).toBe(200);
    expect((await queue(tokens.admin)).statusCode).toBe(200);
    expect(ran).toBe(2);
  });
});

describe("the session cookie's security attributes", () => {
  /** Signs Marie in on an app with these settings; answers the session cookie and whether it reads the member back. */
  const signInWith = async (settings: Record<string, string>, origin: string, name: string) => {
    const app = await createTestApp({ settings: { SESSION_SECRET: secret, ...settings } });
    try {
      await new KnexUserRepository(app.database).create(newMember({ fullName: "Marie Joseph", email: marieEmail, username: "KDS-0000001-8" }));
      const send = (url: string, payload: object) => app.app.inject({ method: "POST", url, payload, headers: { origin, host: new URL(origin).host } });
      expect((await send("/api/send-email-verification", { email: marieEmail })).statusCode).toBe(200);
      const row = (await app.database("outbox_messages").where({ to: marieEmail }).first("body")) as { body: string };
      const response = await send("/api/verify-email-login", { email: marieEmail, code: codeIn(row.body) });
      expect(response.statusCode).toBe(200);
      const cookie = sessionCookieOf(response, name);
      const me = await app.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: `${name}=${cookie.value}` } });
      return { cookie, body: row.body, readBack: me.statusCode };
    } finally {
      await app.close();
    }
  };

  it("is Secure and carries the __Host- prefix when the public origin is https", async () => {
    const { cookie, body, readBack } = await signInWith({ PUBLIC_ORIGIN: "https://kominote.ht" }, "https://kominote.ht", "__Host-kominote_session");
    expect(body).not.toContain("localhost");
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie.domain).toBeUndefined();
    expect(readBack).toBe(200);
  });

  it("is Secure with the __Host- prefix in production even without a public origin (TLS may end at a proxy)", async () => {
    const { cookie, readBack } = await signInWith({ NODE_ENV: "production" }, "http://kominote.internal:3000", "__Host-kominote_session");
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
    expect(readBack).toBe(200);
  });

  it("drops Secure in production only for a declared plain-http trial", async () => {
    const { cookie, readBack } = await signInWith(
      { NODE_ENV: "production", PLAIN_HTTP_TRIAL: "true" },
      "http://localhost:3000",
      "kominote_session",
    );
    expect(cookie.secure).not.toBe(true);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(readBack).toBe(200);
  });
});

describe("signing in when a later write fails", () => {
  /** Runs `call` with inserts into `table` refused; answers its status. */
  const refusing = async (table: string, call: () => Promise<LightMyRequestResponse>) =>
    (await whileRefusing(testApp.database, { table }, call)).statusCode;

  it("keeps no code and counts no send when the send cannot be counted, and sends nothing", async () => {
    const address = freshAddress();
    await testApp.database("login_code_sends").delete();
    const sentBefore = await testApp.database("outbox_messages").where({ to: marieEmail }).count({ count: "*" }).first();
    await testApp.database("login_codes").where({ contact: `email:${marieEmail}` }).delete();
    expect(await refusing("login_code_sends", () => post("/api/send-email-verification", { email: marieEmail }, { address }))).toBe(500);
    expect(await testApp.database("login_codes").where({ contact: `email:${marieEmail}` }).first("contact")).toBeUndefined();
    expect(await testApp.database("outbox_messages").where({ to: marieEmail }).count({ count: "*" }).first()).toEqual(sentBefore);
    expect((await post("/api/send-email-verification", { email: marieEmail }, { address })).statusCode).toBe(200);
  });

  it("leaves the code usable when the session cannot be stored", async () => {
    const address = freshAddress();
    await testApp.database("login_code_sends").delete();
    await post("/api/send-email-verification", { email: marieEmail }, { address });
    const code = codeIn((await lastMessageTo(marieEmail)).body);
    const verify = () => post("/api/verify-email-login", { email: marieEmail, code }, { address });
    expect(await refusing("sessions", verify)).toBe(500);
    expect((await verify()).statusCode).toBe(200);
  });
});
