import { KnexNotificationStore } from "@kominote/adapters/notifications/knex-notification-store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { whileRefusing } from "../../testing/refuse-inserts";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";

const json = { "content-type": "application/json" };

let testApp: TestApp;
let store: KnexNotificationStore;
let marie: SignedInMember;
let jean: SignedInMember;
let moderator: SignedInMember;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
  store = new KnexNotificationStore(testApp.database);
  const signIn = signInMembers(testApp);
  marie = await signIn("Marie Joseph");
  jean = await signIn("Jean Pierre");
  moderator = await signIn("Rose Moderatè", "moderator");
});
afterAll(async () => {
  await testApp.close();
});

const request = (method: "GET" | "PATCH" | "POST", url: string, who?: SignedInMember, options: { language?: string; payload?: unknown } = {}) =>
  testApp.app.inject({
    method,
    url,
    // A call without a body sends no Content-Type, as the page's fetch does.
    headers: {
      "x-requested-with": "fetch",
      "accept-language": options.language ?? "ht",
      ...(options.payload === undefined ? {} : json),
      ...(who === undefined ? {} : { cookie: who.cookie }),
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });

const unreadOf = async (userId: number) => (await store.listFor(userId, 100)).filter((notification) => !notification.isRead).length;

describe("GET /api/notifications", () => {
  it("needs a signed-in member", async () => {
    expect((await request("GET", "/api/notifications")).statusCode).toBe(401);
  });

  it("lists the member's own notifications, newest first, product texts in their language and announcements as written", async () => {
    await store.add(
      { userId: marie.id, type: "task_response", title: { key: "points.action.contributionApproved" }, message: { literal: "Mèsi anpil" } },
      new Date("2026-11-20T10:00:00Z"),
    );
    await store.add({ userId: jean.id, type: "other", title: { literal: "Pou Jean" }, message: { literal: "-" } }, new Date("2026-11-21T10:00:00Z"));
    await store.add({ userId: marie.id, type: "call_request", title: { literal: "Apèl" }, message: { literal: "Rele m" } }, new Date("2026-11-21T10:00:00Z"));

    const response = await request("GET", "/api/notifications", marie, { language: "fr" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ type: "call_request", title: "Apèl", message: "Rele m", isRead: false, createdAt: "2026-11-21T10:00:00.000Z" }),
      expect.objectContaining({ type: "task_response", title: "Contribution acceptée", message: "Mèsi anpil", isRead: false }),
    ]);
  });
});

describe("PATCH /api/notifications/{id}/read", () => {
  it("marks the member's own notification read", async () => {
    const own = await store.add({ userId: marie.id, type: "other", title: { literal: "a" }, message: { literal: "-" } }, new Date());
    const response = await request("PATCH", `/api/notifications/${own.id}/read`, marie);
    expect(response.statusCode).toBe(204);
    expect((await store.listFor(marie.id, 100)).find((notification) => notification.id === own.id)?.isRead).toBe(true);
  });

  it("answers 404 for another member's notification and changes nothing", async () => {
    const theirs = await store.add({ userId: jean.id, type: "other", title: { literal: "b" }, message: { literal: "-" } }, new Date());
    const unread = await unreadOf(jean.id);
    const response = await request("PATCH", `/api/notifications/${theirs.id}/read`, marie, { language: "en" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOTIFICATION.NOT_FOUND", message: "Notification not found" });
    expect(await unreadOf(jean.id)).toBe(unread);
    expect((await request("PATCH", "/api/notifications/2147483647/read", marie)).statusCode).toBe(404);
  });
});

describe("PATCH /api/notifications/mark-all-read", () => {
  it("marks all of the member's notifications read and leaves other members' alone", async () => {
    await store.add({ userId: marie.id, type: "other", title: { literal: "c" }, message: { literal: "-" } }, new Date());
    const jeansUnread = await unreadOf(jean.id);
    expect(jeansUnread).toBeGreaterThan(0);
    expect((await request("PATCH", "/api/notifications/mark-all-read", marie)).statusCode).toBe(204);
    expect(await unreadOf(marie.id)).toBe(0);
    expect(await unreadOf(jean.id)).toBe(jeansUnread);
  });
});

describe("POST /api/notifications/announcements", () => {
  const announcement = { title: "Reyinyon kominotè", message: "Samdi a 10 è nan lekòl la." };

  it("refuses a member (403) and stores nothing", async () => {
    const before = await testApp.database("notifications").count({ count: "*" }).first();
    const response = await request("POST", "/api/notifications/announcements", marie, { payload: announcement });
    expect(response.statusCode).toBe(403);
    expect(await testApp.database("notifications").count({ count: "*" }).first()).toEqual(before);
  });

  it("lets a moderator notify every member, the text kept as written", async () => {
    const members = await testApp.database("users").count({ count: "*" }).first();
    const response = await request("POST", "/api/notifications/announcements", moderator, { payload: announcement });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ recipientCount: Number(members?.count) });
    const [latest] = (await request("GET", "/api/notifications", jean, { language: "pt" })).json<Array<Record<string, unknown>>>();
    expect(latest).toMatchObject({ type: "system_announcement", title: announcement.title, message: announcement.message });
  });

  it("reaches only the members of the service named, and refuses a service that does not exist", async () => {
    const service = await testApp.database("services").orderBy("id").first("id");
    await testApp.database("users").where({ id: jean.id }).update({ joined_service_id: service?.id });
    const toService = await request("POST", "/api/notifications/announcements", moderator, {
      payload: { title: "Dlo", message: "Pa gen dlo jodi a.", serviceId: service?.id },
    });
    expect(toService.json()).toEqual({ recipientCount: 1 });
    expect((await request("GET", "/api/notifications", jean)).json<Array<{ title: string }>>()[0]?.title).toBe("Dlo");
    expect((await request("GET", "/api/notifications", marie)).json<Array<{ title: string }>>()[0]?.title).not.toBe("Dlo");

    const unknown = await request("POST", "/api/notifications/announcements", moderator, { payload: { ...announcement, serviceId: 999_999 } });
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses an empty announcement with 400", async () => {
    const response = await request("POST", "/api/notifications/announcements", moderator, { payload: { title: " ", message: "x" } });
    expect(response.statusCode).toBe(400);
  });
});

describe("an announcement whose notices cannot be stored", () => {
  it("keeps no announcement and notifies nobody", async () => {
    const count = async (table: string) => (await testApp.database(table).count({ count: "*" }).first()) as { count: number | string };
    const [announcements, notifications] = [await count("announcements"), await count("notifications")];
    const announce = () => request("POST", "/api/notifications/announcements", moderator, { payload: { title: "Dlo", message: "Pa gen dlo." } });
    expect((await whileRefusing(testApp.database, { table: "notifications" }, announce)).statusCode).toBe(500);
    expect(await count("announcements")).toEqual(announcements);
    expect(await count("notifications")).toEqual(notifications);
  });
});
