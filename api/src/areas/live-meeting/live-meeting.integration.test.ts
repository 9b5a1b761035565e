import type { LiveMeetingStatus } from "@kominote/core/schemas/live";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveMeetingRoom } from "@kominote/adapters/live/shared-presence-store";
import { resolve } from "../../tokens";
import { instancesTokens } from "../instances/tokens";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";

const write = { "content-type": "application/json", "x-requested-with": "fetch" };

let testApp: TestApp;
let member: SignedInMember;
let moderator: SignedInMember;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret, MEETING_BASE_URL: "https://meet.example.ht/", MEETING_ID: "Reyinyon Kominote" } });
  const signIn = signInMembers(testApp);
  member = await signIn("Jean Pierre");
  moderator = await signIn("Rose Moderatè", "moderator");
});
afterAll(async () => {
  await testApp.close();
});

const status = async () => {
  const response = await testApp.app.inject({ method: "GET", url: "/api/live-meeting-status" });
  return { response, status: response.json<LiveMeetingStatus>() };
};
const post = (url: string, who: SignedInMember | null, payload: unknown = {}, language = "ht") =>
  testApp.app.inject({ method: "POST", url, headers: { ...write, "accept-language": language, ...(who === null ? {} : { cookie: who.cookie }) }, payload: JSON.stringify(payload) });
const auditCount = async (action: string) =>
  Number(((await testApp.database("audit_log").where({ action }).count({ count: "*" }).first()) as { count: number | string }).count);

describe("the live meeting", () => {
  it("is off at first, for anyone, and cacheable", async () => {
    const { response, status: off } = await status();
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=5");
    expect(off).toEqual({ isLive: false, meetingId: null, meetingUrl: null, startedAt: null, viewerCount: 0 });
  });

  it("lets only a moderator start it: a visitor gets 401, a member 403", async () => {
    expect((await post("/api/live-meeting/start", null)).statusCode).toBe(401);
    expect((await post("/api/live-meeting/start", member)).statusCode).toBe(403);
    expect((await status()).status.isLive).toBe(false);
  });

  it("starts once, audited, however often a moderator presses start, with the configured meeting", async () => {
    const first = await post("/api/live-meeting/start", moderator);
    expect(first.statusCode).toBe(200);
    const live = first.json<LiveMeetingStatus>();
    expect(live).toMatchObject({ isLive: true, meetingId: "Reyinyon Kominote", meetingUrl: "https://meet.example.ht/ReyinyonKominote" });
    const again = await post("/api/live-meeting/start", moderator);
    expect(again.json<LiveMeetingStatus>().startedAt).toBe(live.startedAt);
    expect(await auditCount("startLive")).toBe(1);
    expect((await status()).status).toMatchObject({ isLive: true, startedAt: live.startedAt });
  });

  it("counts each open tab once, members and visitors alike, and forgets a tab that leaves", async () => {
    const [tabA, tabB] = [randomUUID(), randomUUID()];
    expect((await post("/api/live-meeting/presence", null, { viewerId: tabA })).json()).toEqual({ viewerCount: 1 });
    expect((await post("/api/live-meeting/presence", member, { viewerId: tabB })).json()).toEqual({ viewerCount: 2 });
    expect((await post("/api/live-meeting/presence", null, { viewerId: tabA })).json()).toEqual({ viewerCount: 2 });
    expect((await status()).status.viewerCount).toBe(2);
    expect((await post("/api/live-meeting/presence", null, { viewerId: tabA, leaving: true })).json()).toEqual({ viewerCount: 1 });
  });

  it("keeps its viewers in the presence every instance shares", async () => {
    const shared = resolve(testApp.container, instancesTokens.sharedPresence);
    const before = (await status()).status.viewerCount;
    // A tab another instance counted is counted here too.
    await shared.touch(liveMeetingRoom, randomUUID(), 30_000);
    expect((await status()).status.viewerCount).toBe(before + 1);
  });

  it("refuses a presence without a proper viewer id, in the reader's language", async () => {
    const missing = await post("/api/live-meeting/presence", null, {}, "fr");
    expect(missing.statusCode).toBe(400);
    const bad = await post("/api/live-meeting/presence", null, { viewerId: "not-a-uuid" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(String) });
    const huge = await post("/api/live-meeting/presence", null, { viewerId: randomUUID(), padding: "x".repeat(4096) });
    expect(huge.statusCode).toBe(413);
  });

  it("stops once, audited, and a second stop changes nothing; only a moderator may stop it", async () => {
    expect((await post("/api/live-meeting/stop", member)).statusCode).toBe(403);
    const stopped = await post("/api/live-meeting/stop", moderator);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json<LiveMeetingStatus>()).toMatchObject({ isLive: false, meetingUrl: null });
    expect((await post("/api/live-meeting/stop", moderator)).statusCode).toBe(200);
    expect(await auditCount("stopLive")).toBe(1);
  });

  it("limits how often one address reports presence", async () => {
    let last = 0;
    for (let beat = 0; beat < 620 && last !== 429; beat += 1) {
      last = (await post("/api/live-meeting/presence", null, { viewerId: randomUUID() })).statusCode;
    }
    expect(last).toBe(429);
  });
});
