import { emptyReviewTables, insertContribution } from "@kominote/adapters/moderation/contribution-rows";
import { callRequestsPerDay } from "@kominote/core/use-cases/request-call";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { refuseInsertsInto } from "../../testing/refuse-inserts";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";

const write = { "content-type": "application/json", "x-requested-with": "fetch" };
const contributorPhone = "+50937445566";

let testApp: TestApp;
let signIn: ReturnType<typeof signInMembers>;
let contributor: SignedInMember;
let caller: SignedInMember;
let taskId: number;
let nextAddress = 1;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
  signIn = signInMembers(testApp);
  contributor = await signIn("Marie Joseph");
  caller = await signIn("Jean Pierre");
  taskId = ((await testApp.database("tasks").orderBy("id").first("id")) as { id: number }).id;
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await emptyReviewTables(testApp.database);
  await testApp.database("contributions").delete();
});

const contactable = (userId: number, overrides: { allowDirectContact?: boolean; status?: "pending" | "approved" | "rejected" } = {}) =>
  insertContribution(testApp.database, {
    taskId,
    userId,
    phoneNumber: contributorPhone,
    hasContactInfo: true,
    allowDirectContact: overrides.allowDirectContact ?? true,
    status: overrides.status ?? "pending",
  });

const listContactable = (who: SignedInMember | undefined, task = taskId) =>
  testApp.app.inject({
    method: "GET",
    url: `/api/tasks/${task}/contactable-contributors`,
    headers: { "accept-language": "en", ...(who === undefined ? {} : { cookie: who.cookie }) },
  });

const requestCall = (who: SignedInMember, contributionId: number, payload: object, language = "ht") =>
  testApp.app.inject({
    method: "POST",
    url: `/api/contributions/${contributionId}/request-call`,
    // Each request from its own address, so the per-address limit never hides the per-member one.
    remoteAddress: `10.1.0.${nextAddress++ % 250}`,
    headers: { ...write, "accept-language": language, cookie: who.cookie },
    payload,
  });

const request = { callerName: "Jean Pierre", callerPhone: "+509 3700 0000", message: "Mwen gen kesyon sou kanal la." };

describe("GET /api/tasks/{id}/contactable-contributors", () => {
  it("lists contributors who allowed direct contact, never the requester, never a phone number", async () => {
    const open = await contactable(contributor.id);
    await contactable(caller.id);
    const third = await signIn("Anne Closed");
    await contactable(third.id, { allowDirectContact: false });
    const rejected = await signIn("Luc Rejected");
    await contactable(rejected.id, { status: "rejected" });

    const response = await listContactable(caller);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { contributionId: open, fullName: "Marie Joseph", profilePhoto: null, contributedAt: expect.any(String) },
    ]);
    expect(response.body).not.toContain("3744");
    expect((await listContactable(contributor)).json<{ fullName: string }[]>().map((c) => c.fullName)).toEqual(["Jean Pierre"]);
  });

  it("answers 404 for an unknown task and 401 to a visitor", async () => {
    const unknown = await listContactable(caller, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "TASK.NOT_FOUND" });
    expect((await listContactable(undefined)).statusCode).toBe(401);
  });
});

describe("POST /api/contributions/{id}/request-call", () => {
  it("records the request and notifies the contributor with the caller's name, number and message", async () => {
    const id = await contactable(contributor.id);

    const response = await requestCall(caller, id, { ...request, callerName: "  Jean Pierre  " });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), createdAt: expect.any(String) });
    expect(response.body).not.toContain("3744");
    const stored = await testApp.database("call_requests").where({ contribution_id: id });
    expect(stored).toEqual([
      expect.objectContaining({ requester_id: caller.id, caller_name: "Jean Pierre", caller_phone: "+50937000000", message: "Mwen gen kesyon sou kanal la." }),
    ]);
    const notifications = (
      await testApp.app.inject({ method: "GET", url: "/api/notifications", headers: { "accept-language": "en", cookie: contributor.cookie } })
    ).json<{ type: string; title: string; message: string }[]>();
    expect(notifications[0]).toEqual(
      expect.objectContaining({
        type: "call_request",
        title: "Someone asked you to call them",
        message: "Jean Pierre asks you to call them back at +509 37 00 0000 about your contribution. Their message: Mwen gen kesyon sou kanal la.",
      }),
    );
    const callerNotifications = await testApp.database("notifications").where({ user_id: caller.id });
    expect(callerNotifications).toEqual([]);
  });

  it("needs a name and a phone number after trimming, with the specification's message", async () => {
    const id = await contactable(contributor.id);
    for (const payload of [
      { callerName: "   ", callerPhone: "+50937000000" },
      { callerName: "Jean", callerPhone: "  " },
    ]) {
      const response = await requestCall(caller, id, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.values(response.json<{ fields: Record<string, string> }>().fields)).toContain("Tanpri ranpli non ou ak nimewo telefòn ou");
    }
    expect((await requestCall(caller, id, { callerName: "Jean", callerPhone: "abc" })).statusCode).toBe(400);
    expect(await testApp.database("call_requests").count({ count: "*" }).first()).toEqual({ count: 0 });
  });

  it("refuses contributions that do not allow direct contact, unknown ones, and one's own", async () => {
    const closed = await contactable(contributor.id, { allowDirectContact: false });
    const rejected = await contactable(contributor.id, { status: "rejected" });
    for (const id of [closed, rejected, 999_999]) {
      const response = await requestCall(caller, id, request, "en");
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "CONTRIBUTION.NOT_FOUND", message: "This contributor does not accept call requests." });
    }
    const own = await contactable(caller.id);
    const response = await requestCall(caller, own, request, "en");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "CALL_REQUEST.OWN_CONTRIBUTION" });
    expect(await testApp.database("call_requests").count({ count: "*" }).first()).toEqual({ count: 0 });
  });

  it("allows a member a daily number of requests, then answers 429 in their language; others are not affected", async () => {
    const id = await contactable(contributor.id);
    for (let sent = 0; sent < callRequestsPerDay; sent += 1) {
      expect((await requestCall(caller, id, request)).statusCode).toBe(201);
    }

    const refused = await requestCall(caller, id, request, "fr");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: "CALL_REQUEST.DAILY_LIMIT",
      message: `Vous avez déjà envoyé ${callRequestsPerDay} demandes d'appel aujourd'hui. Vous pourrez en envoyer d'autres demain.`,
    });
    expect(await testApp.database("call_requests").where({ requester_id: caller.id }).count({ count: "*" }).first()).toEqual({
      count: callRequestsPerDay,
    });

    const other = await signIn("Anne Other");
    expect((await requestCall(other, id, request)).statusCode).toBe(201);
  });

  it("ignores any member id in the body: the request is the signed-in member's", async () => {
    const id = await contactable(contributor.id);

    const response = await requestCall(caller, id, { ...request, requesterId: contributor.id, userId: contributor.id });

    expect(response.statusCode).toBe(201);
    expect((await testApp.database("call_requests").first("requester_id")) as unknown).toEqual({ requester_id: caller.id });
  });
});

describe("ill-formed text in a call request", () => {
  it("is refused on its field, stores nothing and costs nothing of the daily limit", async () => {
    const id = await contactable(contributor.id);
    const notified = () =>
      testApp.database("notifications").where({ user_id: contributor.id, type: "call_request" }).count({ count: "*" }).first();
    const before = (await notified()) as { count: number };
    for (let attempt = 0; attempt < callRequestsPerDay + 1; attempt += 1) {
      const response = await requestCall(caller, id, { ...request, callerName: "Lone \ud800 Caller" }, "en");
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: "REQUEST.INVALID",
        message: "The request is not valid. Please correct the marked items.",
        fields: { callerName: "This text contains characters that are not valid." },
      });
    }
    expect(await testApp.database("call_requests").count({ count: "*" }).first()).toEqual({ count: 0 });
    expect((await requestCall(caller, id, request)).statusCode).toBe(201);
    expect(await notified()).toEqual({ count: before.count + 1 });
  });
});

describe("a call request whose notification cannot be stored", () => {
  it("keeps nothing: the request is undone with it, so it costs nothing of the daily limit", async () => {
    const id = await contactable(contributor.id);
    // A failure injected after the first write (the request row), where the notification is stored.
    const allowAgain = await refuseInsertsInto(testApp.database, "notifications");
    try {
      const response = await requestCall(caller, id, request, "en");
      expect(response.statusCode).toBe(500);
      expect(await testApp.database("call_requests").count({ count: "*" }).first()).toEqual({ count: 0 });
    } finally {
      await allowAgain();
    }
    expect((await requestCall(caller, id, request)).statusCode).toBe(201);
    expect(await testApp.database("call_requests").count({ count: "*" }).first()).toEqual({ count: 1 });
  });
});
