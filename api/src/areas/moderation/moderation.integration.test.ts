import { emptyReviewTables, insertContribution } from "@kominote/adapters/moderation/contribution-rows";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { whileRefusing } from "../../testing/refuse-inserts";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";

const write = { "content-type": "application/json", "x-requested-with": "fetch" };

let testApp: TestApp;
let author: SignedInMember;
let member: SignedInMember;
let moderator: SignedInMember;
let admin: SignedInMember;
let serviceId: number;
let taskId: number;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
  const signIn = signInMembers(testApp);
  author = await signIn("Marie Joseph");
  member = await signIn("Jean Pierre");
  moderator = await signIn("Rose Moderatè", "moderator");
  admin = await signIn("Paul Admin", "admin");
  const task = (await testApp.database("tasks").orderBy("id").first("id", "service_id")) as { id: number; service_id: number };
  taskId = task.id;
  serviceId = task.service_id;
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await emptyReviewTables(testApp.database);
  await testApp.database("contributions").delete();
});

const call = (method: "GET" | "POST", url: string, who?: SignedInMember, payload?: object, language = "ht") =>
  testApp.app.inject({
    method,
    url,
    headers: { ...write, "accept-language": language, ...(who === undefined ? {} : { cookie: who.cookie }) },
    ...(payload === undefined ? {} : { payload }),
  });

const contribute = (createdAt = new Date()) => insertContribution(testApp.database, { taskId, userId: author.id, createdAt });
const statusOf = async (id: number) =>
  (await testApp.database("contributions").where({ id }).first("status", "rejection_reason", "reviewed_by")) as Record<string, unknown>;
const taskCount = async () => {
  const tasks = (await call("GET", `/api/services/${serviceId}/tasks`)).json<{ id: number; contributionCount: number }[]>();
  return tasks.find((task) => task.id === taskId)?.contributionCount;
};

describe("moderation calls by a member", () => {
  it("are refused with 403 and change nothing", async () => {
    const id = await contribute();
    const attempts = [
      call("GET", "/api/moderation/queue", member),
      call("GET", "/api/moderation/queue?kind=contribution", author),
      call("POST", `/api/moderation/reviews/contribution/${id}/approve`, author, {}),
      call("POST", `/api/moderation/reviews/contribution/${id}/reject`, member, { reason: "Non" }),
      call("GET", "/api/moderation/audit-log", member),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: "AUTH.FORBIDDEN", message: "Ou pa gen dwa fè sa." });
    }
    expect(await statusOf(id)).toMatchObject({ status: "pending", reviewed_by: null });
    expect(await testApp.database("audit_log").count({ count: "*" }).first()).toEqual({ count: 0 });
  });
});

describe("GET /api/moderation/queue", () => {
  it("lists pending contributions oldest first, for moderators and admins, and nothing for kinds not reviewable yet", async () => {
    const newer = await contribute(new Date("2026-03-02T10:00:00Z"));
    const older = await contribute(new Date("2026-03-01T10:00:00Z"));
    await insertContribution(testApp.database, { taskId, userId: author.id, status: "approved" });

    const queue = await call("GET", "/api/moderation/queue?kind=contribution", moderator);
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toEqual([
      expect.objectContaining({ kind: "contribution", id: older, submittedBy: { id: author.id, fullName: "Marie Joseph" } }),
      expect.objectContaining({ kind: "contribution", id: newer, submittedAt: "2026-03-02T10:00:00.000Z" }),
    ]);
    expect((await call("GET", "/api/moderation/queue", admin)).json<{ id: number }[]>().map((item) => item.id)).toEqual([older, newer]);
    expect((await call("GET", "/api/moderation/queue?kind=safePlace", moderator)).json()).toEqual([]);
    expect((await call("GET", "/api/moderation/queue?kind=rocket", moderator)).statusCode).toBe(400);
  });
});

describe("POST /api/moderation/reviews/contribution/{id}/approve", () => {
  it("approves, audits, awards the approval points and tells the author", async () => {
    const id = await contribute();

    // An approval carries no body; the custom header is what lets it through the cross-site check.
    const response = await testApp.app.inject({
      method: "POST",
      url: `/api/moderation/reviews/contribution/${id}/approve`,
      headers: { "x-requested-with": "fetch", cookie: moderator.cookie },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: "contribution", id, status: "approved", reason: null, reviewedAt: expect.any(String) });
    expect(await statusOf(id)).toEqual({ status: "approved", rejection_reason: null, reviewed_by: moderator.id });
    const points = await testApp.database("points_ledger").where({ user_id: author.id, reference_kind: "contribution", reference_id: id });
    expect(points.map((line: { action: string; points: number }) => [line.action, line.points])).toEqual([["contributionApproved", 20]]);
    const notifications = (await call("GET", "/api/notifications", author, undefined, "en")).json<{ type: string; title: string; message: string }[]>();
    expect(notifications[0]).toMatchObject({ type: "task_response", title: "Your contribution was accepted" });

    const again = await call("POST", `/api/moderation/reviews/contribution/${id}/approve`, admin, {}, "fr");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: "REVIEW.NOT_PENDING", message: "Un modérateur a déjà examiné cette soumission." });
  });

  it("answers 404 for an unknown contribution and for kinds that cannot be decided yet", async () => {
    const id = await contribute();
    for (const url of [
      "/api/moderation/reviews/contribution/999999/approve",
      `/api/moderation/reviews/safePlace/${id}/approve`,
      `/api/moderation/reviews/connectionPoint/${id}/approve`,
    ]) {
      const response = await call("POST", url, moderator, {}, "en");
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "REVIEW.NOT_FOUND", message: "This submission is not among those awaiting review." });
    }
    expect(await statusOf(id)).toMatchObject({ status: "pending" });
  });
});

describe("POST /api/moderation/reviews/contribution/{id}/reject", () => {
  it("needs a reason, in the moderator's language", async () => {
    const id = await contribute();
    for (const payload of [{}, { reason: "   " }]) {
      const response = await call("POST", `/api/moderation/reviews/contribution/${id}/reject`, moderator, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { reason: expect.any(String) } });
    }
    const blank = await call("POST", `/api/moderation/reviews/contribution/${id}/reject`, moderator, { reason: " " });
    expect(blank.json<{ fields: Record<string, string> }>().fields.reason).toBe("Tanpri bay yon rezon.");
    expect(await statusOf(id)).toMatchObject({ status: "pending" });
  });

  it("rejects with the reason, tells the author why, and the task count drops at once", async () => {
    const id = await contribute();
    const before = await taskCount();

    const response = await call("POST", `/api/moderation/reviews/contribution/${id}/reject`, moderator, { reason: " Foto a twò flou. " });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "rejected", reason: "Foto a twò flou." });
    expect(await statusOf(id)).toEqual({ status: "rejected", rejection_reason: "Foto a twò flou.", reviewed_by: moderator.id });
    expect(await taskCount()).toBe((before ?? 0) - 1);
    expect(await testApp.database("points_ledger").where({ user_id: author.id, reference_id: id, action: "contributionApproved" })).toEqual([]);
    const notifications = (await call("GET", "/api/notifications", author)).json<{ title: string; message: string }[]>();
    expect(notifications[0]).toMatchObject({
      title: "Kontribisyon ou pa aksepte",
      message: "Yon moderatè rejte kontribisyon ou a. Rezon: Foto a twò flou.",
    });
  });
});

describe("GET /api/moderation/audit-log", () => {
  it("records every decision with its moderator, newest first, a page at a time", async () => {
    const first = await contribute();
    const second = await contribute();
    const third = await contribute();
    await call("POST", `/api/moderation/reviews/contribution/${first}/approve`, moderator, {});
    await call("POST", `/api/moderation/reviews/contribution/${second}/reject`, admin, { reason: "Doublon" });
    await call("POST", `/api/moderation/reviews/contribution/${third}/approve`, moderator, {});
    // A refused decision leaves no trace.
    await call("POST", `/api/moderation/reviews/contribution/${third}/reject`, moderator, { reason: "Twò ta" });

    const page = await call("GET", "/api/moderation/audit-log?limit=2", moderator);
    expect(page.statusCode).toBe(200);
    const entries = page.json<{ id: number; action: string; targetId: number; actor: { fullName: string }; reason: string | null }[]>();
    expect(entries.map(({ action, targetId, actor }) => [action, targetId, actor.fullName])).toEqual([
      ["approve", third, "Rose Moderatè"],
      ["reject", second, "Paul Admin"],
    ]);
    expect(entries[1]).toMatchObject({ targetKind: "contribution", reason: "Doublon", targetRemoved: false, targetPage: { kind: "task", id: taskId } });
    // The target is named by its task's title, in the reader's language.
    const title = async (language: string) =>
      (await testApp.database("task_translations").where({ task_id: taskId, language }).first("title"))?.title as string | undefined;
    for (const language of ["ht", "en"]) {
      const named = (await call("GET", "/api/moderation/audit-log?limit=1", moderator, undefined, language)).json<{ targetLabel: string }[]>();
      expect(named[0]?.targetLabel).toBe((await title(language)) ?? (await title("ht")));
    }

    const next = await call("GET", `/api/moderation/audit-log?limit=2&before=${entries[1]?.id}`, moderator);
    expect(next.json<{ action: string; targetId: number }[]>().map(({ action, targetId }) => [action, targetId])).toEqual([["approve", first]]);
    expect((await call("GET", "/api/moderation/audit-log?limit=500", moderator)).statusCode).toBe(400);
  });
});

describe("a decision whose later writes fail", () => {
  it.each([
    ["approve", "points_ledger", {}],
    ["approve", "notifications", {}],
    ["reject", "notifications", { reason: "Doublon" }],
  ] as const)("%s with %s failing keeps nothing: the submission stays pending and can be decided again", async (verdict, table, payload) => {
    const id = await contribute();
    const url = `/api/moderation/reviews/contribution/${id}/${verdict}`;
    expect((await whileRefusing(testApp.database, { table: table }, () => call("POST", url, moderator, payload))).statusCode).toBe(500);
    expect(await statusOf(id)).toMatchObject({ status: "pending", reviewed_by: null });
    expect(await testApp.database("audit_log").where({ subject_id: id }).count({ count: "*" }).first()).toEqual({ count: 0 });
    expect(await testApp.database("points_ledger").where({ reference_kind: "contribution", reference_id: id, action: "contributionApproved" })).toEqual([]);
    expect((await call("POST", url, moderator, payload)).statusCode).toBe(200);
  });
});
