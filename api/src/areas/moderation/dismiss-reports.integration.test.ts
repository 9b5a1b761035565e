import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { whileRefusing } from "../../testing/refuse-inserts";
import { pageRequest } from "../../testing/page-request";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";

let testApp: TestApp;
let author: SignedInMember;
let reader: SignedInMember;
let newcomer: SignedInMember;
let later: SignedInMember;
let moderator: SignedInMember;
let admin: SignedInMember;
let serviceId: number;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
  const signIn = signInMembers(testApp);
  author = await signIn("Marie Joseph");
  reader = await signIn("Jean Pierre");
  newcomer = await signIn("Lucie Bien-Aimé");
  later = await signIn("Yves Nouvo");
  moderator = await signIn("Rose Moderatè", "moderator");
  admin = await signIn("Paul Admin", "admin");
  serviceId = ((await testApp.database("services").orderBy("position").first("id")) as { id: number }).id;
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await testApp.database("content_reports").delete();
  await testApp.database("audit_log").delete();
});

const call = (method: "GET" | "POST", url: string, who?: SignedInMember, payload?: object, language = "ht") =>
  testApp.app.inject(pageRequest(method, url, who, payload, language));
const dismiss = (who: SignedInMember | undefined, payload: object, language = "ht") =>
  call("POST", "/api/moderation/reports/dismiss", who, payload, language);
const reported = async () => (await call("GET", "/api/moderation/reports", moderator)).json<{ kind: string; id: number; reportCount: number; reasons: string[] }[]>();

const shareIdea = async (content: string) => {
  const response = await call("POST", "/api/ideas", author, { content, serviceId });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
};
const postInNewForum = async (content: string) => {
  const forum = await call("POST", `/api/services/${serviceId}/forums`, author, { title: "Tiyo kase nan Ri Pave" });
  expect(forum.statusCode).toBe(201);
  const forumId = forum.json<{ id: number }>().id;
  const post = await call("POST", `/api/forums/${forumId}/posts`, author, { content });
  expect(post.statusCode).toBe(201);
  return { forumId, postId: post.json<{ id: number }>().id };
};
const report = async (who: SignedInMember, kind: "idea" | "forumPost", id: number, reason: string) => {
  expect((await call("POST", "/api/reports", who, { kind, id, reason })).statusCode).toBe(200);
};

describe("dismissing reports", () => {
  it("keeps the reports open when the dismissal's audit entry cannot be stored", async () => {
    const ideaId = await shareIdea("Plante pye bwa sou wout la.");
    await report(reader, "idea", ideaId, "Se pa vre.");
    expect((await whileRefusing(testApp.database, { table: "audit_log" }, () => dismiss(moderator, { kind: "idea", id: ideaId }))).statusCode).toBe(500);
    expect((await reported()).map((item) => item.id)).toContain(ideaId);
    expect((await dismiss(moderator, { kind: "idea", id: ideaId })).statusCode).toBe(200);
  });

  it("is refused to visitors and members, and dismisses nothing", async () => {
    const ideaId = await shareIdea("Mete yon limyè devan lekòl la.");
    await report(reader, "idea", ideaId, "Se pa vre.");

    const visitor = await dismiss(undefined, { kind: "idea", id: ideaId });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: "AUTH.REQUIRED" });
    for (const who of [reader, author]) {
      const refused = await dismiss(who, { kind: "idea", id: ideaId });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: "AUTH.FORBIDDEN", message: "Ou pa gen dwa fè sa." });
    }
    expect((await reported()).map((item) => item.id)).toEqual([ideaId]);
  });

  it("takes the item out of the reports list, leaves it in the public lists, audits it, and lets only a new reporter bring it back", async () => {
    const ideaId = await shareIdea("Fè yon mache chak samdi sou plas la.");
    const { forumId, postId } = await postInNewForum("Dlo a koupe depi twa jou.");
    await report(reader, "idea", ideaId, "Se piblisite.");
    await report(newcomer, "idea", ideaId, "Li pa gen rapò ak sèvis la.");
    await report(reader, "forumPost", postId, "Li manti.");

    const dismissed = await dismiss(moderator, { kind: "idea", id: ideaId });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toEqual({ kind: "idea", id: ideaId, dismissedCount: 2 });
    const byAdmin = await dismiss(admin, { kind: "forumPost", id: postId });
    expect(byAdmin.json()).toEqual({ kind: "forumPost", id: postId, dismissedCount: 1 });

    expect(await reported()).toEqual([]);
    expect((await call("GET", "/api/ideas")).json<{ id: number }[]>().map((idea) => idea.id)).toContain(ideaId);
    expect((await call("GET", `/api/forums/${forumId}/posts`, reader)).json<{ id: number }[]>().map((post) => post.id)).toEqual([postId]);
    const audit = (await call("GET", "/api/moderation/audit-log", moderator)).json<{ action: string; actor: { id: number }; targetKind: string; targetId: number }[]>();
    expect(audit.map(({ action, actor, targetKind, targetId }) => [action, actor.id, targetKind, targetId])).toEqual([
      ["dismissReports", admin.id, "forumPost", postId],
      ["dismissReports", moderator.id, "idea", ideaId],
    ]);

    // A member whose report was dismissed is answered as before, and the item stays out of the list.
    await report(reader, "idea", ideaId, "Se piblisite toujou.");
    expect(await reported()).toEqual([]);
    await report(later, "idea", ideaId, "Li twonpe moun.");
    expect(await reported()).toEqual([expect.objectContaining({ kind: "idea", id: ideaId, reportCount: 1, reasons: ["Li twonpe moun."] })]);
  });

  it("answers 404 for an unknown item or one with no open report, and 400 for a malformed request", async () => {
    const ideaId = await shareIdea("Plante pye bwa bò rivyè a.");

    const unknown = await dismiss(moderator, { kind: "forum", id: 999_999 }, "en");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: "CONTENT.NOT_FOUND", message: "Not found. It may not exist, or it was hidden." });
    const nothingOpen = await dismiss(moderator, { kind: "idea", id: ideaId });
    expect(nothingOpen.statusCode).toBe(404);
    expect(nothingOpen.json()).toEqual({
      code: "REPORT.NONE_OPEN",
      message: "Pa gen siyalman k ap tann pou sa a ankò. Petèt yon lòt moderatè deja okipe l.",
    });

    for (const payload of [{ kind: "rocket", id: ideaId }, { kind: "idea" }, { kind: "idea", id: "abc" }, { kind: "idea", id: 0 }, { kind: "idea", id: 3_000_000_000 }]) {
      const malformed = await dismiss(moderator, payload);
      expect(malformed.statusCode, JSON.stringify(payload)).toBe(400);
      expect(malformed.json()).toMatchObject({ code: "REQUEST.INVALID" });
    }
    expect(await testApp.database("audit_log").count({ count: "*" }).first()).toEqual({ count: 0 });
  });

  it("lets one of two moderators dismissing at once through, and tells the other there is nothing left", async () => {
    const ideaId = await shareIdea("Ouvri bibliyotèk la jous 8è diswa.");
    await report(reader, "idea", ideaId, "Se pa vre.");

    const answers = await Promise.all([dismiss(moderator, { kind: "idea", id: ideaId }), dismiss(admin, { kind: "idea", id: ideaId })]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect(answers.find((answer) => answer.statusCode === 404)?.json()).toMatchObject({ code: "REPORT.NONE_OPEN" });
    expect(await testApp.database("audit_log").where({ action: "dismissReports" }).count({ count: "*" }).first()).toEqual({ count: 1 });
  });
});
