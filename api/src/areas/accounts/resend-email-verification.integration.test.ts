import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { PUBLIC_ORIGIN: "https://kominote.example" } });
});

afterAll(async () => {
  await testApp.close();
});

/** Each test calls from its own address, so the per-address limit of one never touches another. */
let nextAddress = 1;
const freshAddress = () => `10.1.0.${nextAddress++}`;

let counter = 0;
/** Registers a member (which sends the first link and signs them in); answers their id, address and cookie. */
const registerMember = async (): Promise<{ id: number; email: string; cookie: string }> => {
  counter += 1;
  const email = `rose${String(counter)}@example.ht`;
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/users",
    headers: { "content-type": "application/json", "x-requested-with": "fetch" },
    remoteAddress: `10.2.0.${String(counter)}`,
    payload: {
      fullName: "Rose Michel",
      email,
      phoneNumber: `+509 3713 ${String(1000 + counter)}`,
      birthday: "1992-06-01",
      skills: ["technology.programming"],
      primaryService: "sante",
      password: "sekrè-solid-2026",
      confirmPassword: "sekrè-solid-2026",
    },
  });
  expect(response.statusCode).toBe(201);
  const cookie = response.cookies.find((entry) => entry.name.endsWith("kominote_session"));
  if (cookie === undefined) throw new Error("registering set no session cookie");
  return { id: response.json<{ id: number }>().id, email, cookie: `${cookie.name}=${cookie.value}` };
};

const resend = (cookie: string | undefined, address: string, language = "en") =>
  testApp.app.inject({
    method: "POST",
    url: "/api/resend-email-verification",
    remoteAddress: address,
    headers: { "x-requested-with": "fetch", "accept-language": language, ...(cookie === undefined ? {} : { cookie }) },
  });

/** Moves the member's links back in time, as if they had been sent `seconds` earlier. */
const age = (userId: number, seconds: number) =>
  testApp.database("email_verifications")
    .where({ user_id: userId })
    .update({ expires_at: testApp.database.raw(`expires_at - interval '${String(seconds)} seconds'`) });

const linksSentTo = async (email: string): Promise<number> =>
  Number(((await testApp.database("outbox_messages").where({ to: email }).count({ count: "*" })) as { count: number | string }[])[0]?.count ?? 0);

/** The token of the newest link the outbox holds for an address. */
const newestToken = async (email: string): Promise<string> => {
  const row = (await testApp.database("outbox_messages").where({ to: email }).orderBy("id", "desc").first("body")) as { body: string } | undefined;
  const token = /verify-email\?token=([A-Za-z0-9_-]{43})/.exec(row?.body ?? "")?.[1];
  if (token === undefined) throw new Error(`no link was sent to ${email}`);
  return token;
};

const verify = (token: string) =>
  testApp.app.inject({ method: "GET", url: `/api/verify-email?token=${token}`, headers: { "accept-language": "en" } });

describe("POST /api/resend-email-verification", () => {
  it("answers 401 to a visitor and sends nothing", async () => {
    const response = await resend(undefined, freshAddress());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "AUTH.REQUIRED" });
  });

  it("sends a new link that works, and the registration's link stops working", async () => {
    const member = await registerMember();
    const first = await newestToken(member.email);
    await age(member.id, 61);
    const response = await resend(member.cookie, freshAddress());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true, alreadyVerified: false, message: `We sent a new link to ${member.email}. Check your e-mail.` });
    expect(await linksSentTo(member.email)).toBe(2);
    const second = await newestToken(member.email);
    expect(second).not.toBe(first);

    expect((await verify(first)).json()).toMatchObject({ code: "EMAIL_VERIFICATION.INVALID" });
    expect((await verify(second)).json()).toMatchObject({ verified: true, alreadyVerified: false });
    const current = await testApp.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: member.cookie } });
    expect(current.json()).toMatchObject({ id: member.id, emailVerified: true });
  });

  it("sends at most one link a minute, the registration's included, with a localized 429", async () => {
    const member = await registerMember();
    const address = freshAddress();
    const tooSoon = await resend(member.cookie, address, "fr");
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      code: "EMAIL_VERIFICATION.TOO_SOON",
      message: "Nous venons de vous envoyer un lien. Vous pourrez en demander un autre dans 1 min.",
    });
    expect(await linksSentTo(member.email)).toBe(1);
    await age(member.id, 60);
    expect((await resend(member.cookie, address)).statusCode).toBe(200);
  });

  it("sends at most five links a day", async () => {
    const member = await registerMember();
    const address = freshAddress();
    for (let send = 2; send <= 5; send += 1) {
      await age(member.id, 3600);
      expect((await resend(member.cookie, address)).statusCode).toBe(200);
    }
    // The first link went out five hours ago: the next may go in 19 hours.
    await age(member.id, 3600);
    const refused = await resend(member.cookie, address, "ht");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: "EMAIL_VERIFICATION.TOO_SOON",
      message: "Ou deja mande 5 lyen jodi a. Ou ka mande yon lòt nan 19 è.",
    });
    expect(await linksSentTo(member.email)).toBe(5);
  });

  it("sends nothing once the address is confirmed, and says so", async () => {
    const member = await registerMember();
    expect((await verify(await newestToken(member.email))).statusCode).toBe(200);
    const response = await resend(member.cookie, freshAddress());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: false, alreadyVerified: true, message: "Your e-mail address was already verified." });
    expect(await linksSentTo(member.email)).toBe(1);
  });

  it("acts on the signed-in member only: another member's link keeps working", async () => {
    const marie = await registerMember();
    const other = await registerMember();
    const marieLink = await newestToken(marie.email);
    await age(other.id, 61);
    expect((await resend(other.cookie, freshAddress())).statusCode).toBe(200);
    expect(await linksSentTo(marie.email)).toBe(1);
    expect(await linksSentTo(other.email)).toBe(2);
    expect((await verify(marieLink)).json()).toMatchObject({ verified: true, alreadyVerified: false });
  });

  it("limits each address to 10 calls in 15 minutes", async () => {
    const member = await registerMember();
    const address = freshAddress();
    for (let call = 0; call < 10; call += 1) expect((await resend(member.cookie, address)).statusCode).not.toBe(500);
    const limited = await resend(member.cookie, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "REQUEST.RATE_LIMITED" });
  });
});
