import type { LiveActivity } from "@kominote/core/schemas/live";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";

const write = { "content-type": "application/json", "x-requested-with": "fetch" };

let testApp: TestApp;
let marie: SignedInMember;
let jean: SignedInMember;
let serviceId: number;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
  const signIn = signInMembers(testApp);
  marie = await signIn("Marie Joseph");
  jean = await signIn("Jean Pierre");
  const service = (await testApp.database("services").orderBy("position").first("id")) as { id: number };
  serviceId = service.id;
});
afterAll(async () => {
  await testApp.close();
});

const read = async (who: SignedInMember | null, language = "ht"): Promise<{ status: number; headers: Record<string, unknown>; activity: LiveActivity }> => {
  const response = await testApp.app.inject({
    method: "GET",
    url: "/api/activity/live",
    headers: { "accept-language": language, ...(who === null ? {} : { cookie: who.cookie }) },
  });
  return { status: response.statusCode, headers: response.headers, activity: response.json<LiveActivity>() };
};

const post = (url: string, payload: unknown, who: SignedInMember) =>
  testApp.app.inject({ method: "POST", url, headers: { ...write, cookie: who.cookie }, payload: JSON.stringify(payload) });

/** The bar's answer is cached for 3 s: a write made a moment ago shows after it. */
const waitPastCache = () => new Promise((done) => setTimeout(done, 3_100));

describe("GET /api/activity/live", () => {
  it("names the members who registered, for members, with the window of 15 minutes", async () => {
    const { status, activity } = await read(jean);
    expect(status).toBe(200);
    expect(activity.windowMinutes).toBe(15);
    expect(activity.activeMemberCount).toBeGreaterThanOrEqual(2);
    const registrations = activity.recentActions.filter((action) => action.action === "registration").map((action) => action.userName);
    expect(registrations).toEqual(expect.arrayContaining(["Marie", "Jean"]));
  });

  it("shows a new idea and a vote for it, newest first, with the service named in the reader's language", async () => {
    const idea = await post("/api/ideas", { content: "Yon lekòl nan katye a", serviceId }, marie);
    expect(idea.statusCode).toBe(201);
    const ideaId = idea.json<{ id: number }>().id;
    expect((await post(`/api/ideas/${ideaId}/vote`, {}, jean)).statusCode).toBeLessThan(300);
    await waitPastCache();
    const { activity } = await read(marie, "fr");
    const [newest, next] = activity.recentActions;
    expect(newest).toMatchObject({ action: "vote", userName: "Jean", serviceId });
    expect(next).toMatchObject({ id: `idea:${ideaId}`, action: "idea", userName: "Marie", serviceId });
    const frenchName = (await testApp.database("service_translations").where({ service_id: serviceId, language: "fr" }).first("name")) as { name: string };
    expect(next?.serviceName).toBe(frenchName.name);
    expect(Date.parse(next?.occurredAt ?? "")).toBeLessThanOrEqual(Date.parse(newest?.occurredAt ?? ""));
  });

  it("gives visitors the same actions with no name, cacheable by their browser only", async () => {
    const asMember = await read(jean);
    const asVisitor = await read(null);
    expect(asVisitor.status).toBe(200);
    expect(asVisitor.activity.recentActions.map((action) => action.id)).toEqual(asMember.activity.recentActions.map((action) => action.id));
    expect(asVisitor.activity.recentActions.every((action) => action.userName === null)).toBe(true);
    expect(asVisitor.headers["cache-control"]).toBe("private, max-age=3");
  });

  it("dates a member's service join and shows it, and leaves out a hidden idea", async () => {
    expect((await post(`/api/services/${serviceId}/join`, {}, jean)).statusCode).toBeLessThan(300);
    const joined = (await testApp.database("users").where({ full_name: "Jean Pierre" }).first("joined_service_at")) as { joined_service_at: Date | null };
    expect(joined.joined_service_at).not.toBeNull();
    const hidden = (await testApp.database("ideas").insert({ service_id: serviceId, author_id: (await testApp.database("users").where({ full_name: "Marie Joseph" }).first("id")).id, content: "kache", hidden_at: new Date() }).returning("id")) as { id: number }[];
    await waitPastCache();
    const { activity } = await read(marie);
    expect(activity.recentActions[0]).toMatchObject({ action: "serviceJoin", userName: "Jean", serviceId });
    expect(activity.recentActions.some((action) => action.id === `idea:${hidden[0]?.id}`)).toBe(false);
  });

  it("counts each member once however much they did, and no one who acted before the window", async () => {
    const before = (await read(jean)).activity.activeMemberCount;
    await testApp.database("users").where({ full_name: "Marie Joseph" }).update({ created_at: new Date(Date.now() - 60 * 60_000) });
    await testApp.database("ideas").where({ content: "Yon lekòl nan katye a" }).update({ created_at: new Date(Date.now() - 60 * 60_000) });
    await testApp.database("ideas").where({ content: "kache" }).update({ created_at: new Date(Date.now() - 60 * 60_000) });
    await waitPastCache();
    expect((await read(jean)).activity.activeMemberCount).toBe(before - 1);
  });
});
