import { invitationsPerDay } from "@kominote/core/rules/invitation-policy";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { whileRefusing } from "../../testing/refuse-inserts";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";

const write = { "content-type": "application/json", "x-requested-with": "fetch" };
const origin = "http://kominote.example";

let testApp: TestApp;
let signIn: ReturnType<typeof signInMembers>;
let marie: SignedInMember;
let jean: SignedInMember;
let nextAddress = 1;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret, PUBLIC_ORIGIN: origin } });
  signIn = signInMembers(testApp);
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  // Fresh inviters for each test, so figures and limits never carry over.
  marie = await signIn("Marie Joseph");
  jean = await signIn("Jean Pierre");
});

const call = (method: "GET" | "POST", url: string, who: SignedInMember | undefined, payload?: object, language = "ht") =>
  testApp.app.inject({
    method,
    url,
    // Each request from its own address, so the per-address limits never hide the per-member ones.
    remoteAddress: `10.2.${Math.floor(nextAddress / 250) % 250}.${nextAddress++ % 250}`,
    headers: {
      ...(method === "POST" ? (payload === undefined ? { "x-requested-with": "fetch" } : write) : {}),
      "accept-language": language,
      ...(who === undefined ? {} : { cookie: who.cookie }),
    },
    ...(payload === undefined ? {} : { payload }),
  });

const send = (who: SignedInMember, payload: object, language = "ht") => call("POST", "/api/invitations/send", who, payload, language);
const stats = (who: SignedInMember) => call("GET", "/api/invitations/stats", who);
const linkOf = async (who: SignedInMember): Promise<string> =>
  (await call("POST", "/api/invitations/generate-link", who)).json<{ inviteLink: string }>().inviteLink;

const outboxTo = async (to: string) =>
  (await testApp.database("outbox_messages").where({ to }).orderBy("id").select("channel", "subject", "body")) as {
    channel: string;
    subject: string | null;
    body: string;
  }[];

const unsubscribeTokenIn = (text: string): string => {
  const token = /\/api\/invitations\/unsubscribe\?token=([0-9]+\.[0-9a-f]{32})/.exec(text)?.[1];
  if (token === undefined) throw new Error(`no unsubscribe link in: ${text}`);
  return token;
};

let registrations = 0;
const register = (overrides: Record<string, unknown>) => {
  registrations += 1;
  return call("POST", "/api/users", undefined, {
    fullName: "Paul Louis",
    email: `paul${registrations}@example.ht`,
    phoneNumber: `+50938${String(100_000 + registrations)}`,
    birthday: "1995-04-12",
    skills: ["technology.programming"],
    primaryService: "sante",
    password: "sekrè-solid-2026",
    confirmPassword: "sekrè-solid-2026",
    ...overrides,
  });
};

const invitationPointsOf = async (who: SignedInMember) =>
  (await testApp.database("points_ledger").where({ user_id: who.id, action: "invitationAccepted" }).select("points", "reference_id")) as {
    points: number;
    reference_id: number;
  }[];

describe("the personal invitation link", () => {
  it("is the same on every call, different per member, and needs a session", async () => {
    const first = await linkOf(marie);
    expect(first).toMatch(/^http:\/\/kominote\.example\/register\?invite=[A-Za-z0-9_-]{12}$/);
    expect(await linkOf(marie)).toBe(first);
    expect(await linkOf(jean)).not.toBe(first);
    expect((await call("POST", "/api/invitations/generate-link", undefined)).statusCode).toBe(401);
  });
});

describe("POST /api/invitations/send", () => {
  it("e-mails the member's message with their link and an unsubscribe link, in their language, through the outbox", async () => {
    const response = await send(marie, { inviteMethod: "email", inviteeEmail: "Ami.Marie@Example.ht", message: "Vin ede nou ak kanal la." }, "en");

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), inviteMethod: "email", accepted: false, createdAt: expect.any(String) });
    const [mail] = await outboxTo("ami.marie@example.ht");
    expect(mail?.channel).toBe("email");
    expect(mail?.subject).toBe("Marie Joseph invites you to Kominote");
    expect(mail?.body).toContain("Vin ede nou ak kanal la.");
    expect(mail?.body).toContain(await linkOf(marie));
    expect(mail?.body).toContain(`${origin}/api/invitations/unsubscribe?token=`);
  });

  it("texts a phone number", async () => {
    expect((await send(marie, { inviteMethod: "phone", inviteePhone: "+509 3800 1122", message: "Vini!" })).statusCode).toBe(201);
    const [text] = await outboxTo("+50938001122");
    expect(text?.channel).toBe("sms");
    expect(text?.body).toContain("Marie Joseph envite w sou Kominote");
    expect(text?.body).toContain(await linkOf(marie));
  });

  it("records a social or link share without sending anything", async () => {
    const before = await testApp.database("outbox_messages").count({ count: "*" }).first();
    expect((await send(marie, { inviteMethod: "social", message: "Vini!" })).statusCode).toBe(201);
    expect((await send(marie, { inviteMethod: "link" })).statusCode).toBe(201);
    expect(await testApp.database("outbox_messages").count({ count: "*" }).first()).toEqual(before);
    // Shares reach nobody by themselves: they are counted apart, never as invitations sent.
    expect((await stats(marie)).json()).toEqual({ totalSent: 0, totalAccepted: 0, totalShared: 2, rank: null });
  });

  it("answers 400 naming the missing contact", async () => {
    const response = await send(marie, { inviteMethod: "email", message: "Vini!" }, "en");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { inviteeEmail: expect.any(String) } });
  });

  it("stops at the day's limit with a 429 in the requester's language, and sends nothing more", async () => {
    for (let index = 0; index < invitationsPerDay; index += 1) {
      expect((await send(jean, { inviteMethod: "email", inviteeEmail: `limit${index}@example.ht` })).statusCode).toBe(201);
    }
    const refused = await send(jean, { inviteMethod: "email", inviteeEmail: "one-more@example.ht" }, "en");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: "INVITATION.DAILY_LIMIT",
      message: `You have already sent ${invitationsPerDay} invitations today. You can send more tomorrow.`,
    });
    expect(await outboxTo("one-more@example.ht")).toEqual([]);
    expect((await send(marie, { inviteMethod: "email", inviteeEmail: "one-more@example.ht" })).statusCode).toBe(201);
  });

  it("keeps no invitation and sends nothing when the member's link code cannot be stored", async () => {
    const invitee = "refused.link@example.ht";
    expect((await whileRefusing(testApp.database, { table: "invite_links" }, () => send(marie, { inviteMethod: "email", inviteeEmail: invitee }))).statusCode).toBe(500);
    expect(await testApp.database("invitations").where({ inviter_id: marie.id })).toEqual([]);
    expect(await outboxTo(invitee)).toEqual([]);
    expect((await send(marie, { inviteMethod: "email", inviteeEmail: invitee })).statusCode).toBe(201);
  });

  it("needs a session", async () => {
    expect((await call("POST", "/api/invitations/send", undefined, { inviteMethod: "social" })).statusCode).toBe(401);
  });
});

describe("unsubscribing", () => {
  it("keeps every member from contacting the address again, and says so plainly", async () => {
    await send(marie, { inviteMethod: "email", inviteeEmail: "no.more@example.ht" });
    const [mail] = await outboxTo("no.more@example.ht");
    const token = unsubscribeTokenIn(mail?.body ?? "");

    const done = await call("GET", `/api/invitations/unsubscribe?token=${token}`, undefined, undefined, "en");
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: "We will not send any more Kominote invitations to this address." });
    expect((await call("GET", `/api/invitations/unsubscribe?token=${token}`, undefined)).statusCode).toBe(200);

    const refused = await send(jean, { inviteMethod: "email", inviteeEmail: "No.More@example.ht" }, "en");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "INVITATION.DO_NOT_CONTACT" });
    expect(await outboxTo("no.more@example.ht")).toHaveLength(1);
    expect((await stats(jean)).json()).toMatchObject({ totalSent: 0 });
  });

  it("refuses a forged or missing token, and changes nothing", async () => {
    await send(marie, { inviteMethod: "email", inviteeEmail: "still.welcome@example.ht" });
    const [mail] = await outboxTo("still.welcome@example.ht");
    const forged = unsubscribeTokenIn(mail?.body ?? "").replace(/\.[0-9a-f]/, (head) => (head === ".0" ? ".1" : ".0"));

    for (const url of [`/api/invitations/unsubscribe?token=${forged}`, "/api/invitations/unsubscribe"]) {
      const response = await call("GET", url, undefined, undefined, "en");
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: "INVITATION.UNSUBSCRIBE_INVALID", message: "This link is not valid." });
    }
    expect((await send(jean, { inviteMethod: "email", inviteeEmail: "still.welcome@example.ht" })).statusCode).toBe(201);
  });
});

describe("acceptance", () => {
  it("credits the link's owner when someone registers through it, 25 points per invited person", async () => {
    const code = new URL(await linkOf(marie)).searchParams.get("invite");

    const first = await register({ inviteCode: code });
    const second = await register({ inviteCode: code });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);

    // Two people joined through the link: two accepted invitations, none sent.
    expect((await stats(marie)).json()).toEqual({ totalSent: 0, totalAccepted: 2, totalShared: 0, rank: expect.any(Number) });
    const awards = await invitationPointsOf(marie);
    expect(awards.map((award) => award.points)).toEqual([25, 25]);
    expect(awards.map((award) => award.reference_id).sort()).toEqual(
      [first.json<{ id: number }>().id, second.json<{ id: number }>().id].sort(),
    );
  });

  it("credits the member who invited the e-mail address a newcomer registers with, once", async () => {
    await send(jean, { inviteMethod: "email", inviteeEmail: "invited.by.jean@example.ht" });
    await send(marie, { inviteMethod: "email", inviteeEmail: "invited.by.jean@example.ht" });

    expect((await register({ email: "Invited.By.Jean@example.ht" })).statusCode).toBe(201);

    expect((await stats(jean)).json()).toMatchObject({ totalSent: 1, totalAccepted: 1 });
    expect((await stats(marie)).json()).toMatchObject({ totalSent: 1, totalAccepted: 0, rank: null });
    expect(await invitationPointsOf(jean)).toEqual([{ points: 25, reference_id: expect.any(Number) }]);
    expect(await invitationPointsOf(marie)).toEqual([]);
  });

  it("registers a newcomer whose code names nobody, crediting no one", async () => {
    const response = await register({ inviteCode: "nobodysCode1" });
    expect(response.statusCode).toBe(201);
    expect(
      await testApp.database("invitations").where({ accepted_user_id: response.json<{ id: number }>().id }).first("id"),
    ).toBeUndefined();
  });
});

describe("a registration whose later writes fail", () => {
  it.each(["email_verifications", "points_ledger"])(
    "keeps nothing when %s refuses: no member, no accepted invitation, no points, no link mailed; registering again works",
    async (table) => {
      const code = new URL(await linkOf(marie)).searchParams.get("invite");
      const email = `refused.${table}@example.ht`;
      expect((await whileRefusing(testApp.database, { table: table }, () => register({ inviteCode: code, email }))).statusCode).toBe(500);
      expect(await testApp.database("users").where({ email }).first("id")).toBeUndefined();
      expect((await stats(marie)).json()).toMatchObject({ totalAccepted: 0 });
      expect(await invitationPointsOf(marie)).toEqual([]);
      expect(await outboxTo(email)).toEqual([]);

      expect((await register({ inviteCode: code, email })).statusCode).toBe(201);
      expect(await invitationPointsOf(marie)).toEqual([{ points: 25, reference_id: expect.any(Number) }]);
      expect(await outboxTo(email)).toHaveLength(1);
    },
  );
});

describe("figures and the top inviters", () => {
  it("gives each member only their own figures", async () => {
    await send(marie, { inviteMethod: "email", inviteeEmail: "mine.only@example.ht" });
    await register({ email: "mine.only@example.ht" });

    expect((await stats(marie)).json()).toMatchObject({ totalSent: 1, totalAccepted: 1 });
    expect((await stats(jean)).json()).toEqual({ totalSent: 0, totalAccepted: 0, totalShared: 0, rank: null });
    expect((await call("GET", "/api/invitations/stats", undefined)).statusCode).toBe(401);
  });

  it("lists the inviters with accepted invitations, best first, to members only", async () => {
    const code = new URL(await linkOf(jean)).searchParams.get("invite");
    for (let index = 0; index < 3; index += 1) await register({ inviteCode: code });

    const response = await call("GET", "/api/invitations/leaderboard", marie);
    expect(response.statusCode).toBe(200);
    const top = response.json<{ id: number; fullName: string; inviteCount: number; successRate: number | null }[]>();
    // Everyone came through the shared link: no invitation was sent, so there is no rate to give.
    expect(top[0]).toEqual({ id: jean.id, fullName: "Jean Pierre", inviteCount: 3, successRate: null });
    expect(top.map((entry) => entry.inviteCount)).toEqual([...top.map((entry) => entry.inviteCount)].sort((a, b) => b - a));
    expect((await call("GET", "/api/invitations/leaderboard", undefined)).statusCode).toBe(401);
  });

  it("counts only the invitations sent by e-mail or text message as sent and in the success rate", async () => {
    for (const address of ["sent.one@example.ht", "sent.two@example.ht"]) {
      expect((await send(marie, { inviteMethod: "email", inviteeEmail: address })).statusCode).toBe(201);
    }
    // Three clicks on share or copy, with the link generated each time.
    for (const method of ["social", "link", "link"]) {
      await linkOf(marie);
      expect((await send(marie, { inviteMethod: method })).statusCode).toBe(201);
    }
    expect((await stats(marie)).json()).toEqual({ totalSent: 2, totalAccepted: 0, totalShared: 3, rank: null });

    expect((await register({ email: "sent.one@example.ht" })).statusCode).toBe(201);
    expect((await stats(marie)).json()).toEqual({ totalSent: 2, totalAccepted: 1, totalShared: 3, rank: expect.any(Number) });
    const top = (await call("GET", "/api/invitations/leaderboard", marie)).json<{ id: number; successRate: number | null }[]>();
    expect(top.find((entry) => entry.id === marie.id)?.successRate).toBe(50);
  });
});
