import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { insertContribution } from "@kominote/adapters/moderation/contribution-rows";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { pageRequest } from "../../testing/page-request";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";
import { resolve } from "../../tokens";
import { systemTokens } from "../system/tokens";

let testApp: TestApp;
let dataDir: string;
let marie: SignedInMember;
let jean: SignedInMember;
let serviceId: number;
let taskId: number;
let nextAddress = 1;

// Each call from its own address, so the per-address limits never get in the way.
const call = (method: "GET" | "POST" | "DELETE", url: string, who?: SignedInMember, payload?: object, language = "ht") =>
  testApp.app.inject({ ...pageRequest(method, url, who, payload, language), remoteAddress: `10.9.0.${nextAddress++ % 250}` });

const ok = async <T>(method: "GET" | "POST", url: string, who?: SignedInMember, payload?: object): Promise<T> => {
  const response = await call(method, url, who, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
};

const phoneOf = async (id: number): Promise<string> =>
  ((await testApp.database("users").where({ id }).first("phone_number")) as { phone_number: string }).phone_number;

/** The code in the newest text message sent to a number (the outbox keeps what it sent). */
const codeSentTo = async (to: string): Promise<string> => {
  const row = (await testApp.database("outbox_messages").where({ to }).orderBy("id", "desc").first("body")) as { body: string } | undefined;
  const code = row === undefined ? undefined : /\b(\d{6})\b/.exec(row.body)?.[1];
  if (code === undefined) throw new Error(`no code was sent to ${to}`);
  return code;
};

const storage = () => resolve(testApp.container, systemTokens.fileStorage);
const countOf = async (table: string, where: Record<string, unknown>): Promise<number> =>
  Number(((await testApp.database(table).where(where).count({ n: "*" }).first()) as { n: string | number }).n);

let marieMade: { idea: number; forum: number; post: number; contribution: number };
let jeanPost: number;
let mariePhone: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "kominote-leave-"));
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret, DATA_DIR: dataDir } });
  const signIn = signInMembers(testApp);
  marie = await signIn("Marie Joseph");
  jean = await signIn("Jean Pierre");
  mariePhone = await phoneOf(marie.id);
  serviceId = ((await testApp.database("services").orderBy("id").first("id")) as { id: number }).id;
  taskId = ((await testApp.database("tasks").where({ service_id: serviceId }).orderBy("id").first("id")) as { id: number }).id;

  // Marie uses the platform: an idea, a forum with a post, a contribution with her number and a photo, a profile photo.
  const idea = await ok<{ id: number }>("POST", "/api/ideas", marie, { serviceId, content: "Lide Mari pou dlo potab" });
  const forum = await ok<{ id: number }>("POST", `/api/services/${serviceId}/forums`, marie, { title: "Fowòm Mari", description: "Dlo." });
  const post = await ok<{ id: number }>("POST", `/api/forums/${forum.id}/posts`, marie, { content: "Mesaj Mari" });
  const contribution = await insertContribution(testApp.database, {
    taskId,
    userId: marie.id,
    notes: "Kontribisyon Mari",
    phoneNumber: "+50937445566",
    hasContactInfo: true,
    allowDirectContact: true,
    status: "approved",
  });
  marieMade = { idea: idea.id, forum: forum.id, post: post.id, contribution };
  await storage().put("marie-profile-photo.webp", new Uint8Array([1, 2, 3]), "image/webp");
  await storage().put("marie-contribution-photo.webp", new Uint8Array([4, 5, 6]), "image/webp");
  await storage().put("jean-profile-photo.webp", new Uint8Array([7, 8, 9]), "image/webp");
  await testApp.database("users").where({ id: marie.id }).update({ profile_photo: "/media/marie-profile-photo.webp", address: "Ri Lamè, Jakmèl", bio: "Enfimyè" });
  await testApp.database("users").where({ id: jean.id }).update({ profile_photo: "/media/jean-profile-photo.webp" });
  await testApp.database("uploads").insert({
    id: "00000000-0000-4000-8000-00000000a001",
    user_id: marie.id,
    kind: "media",
    content_type: "image/webp",
    storage_key: "marie-contribution-photo.webp",
    byte_size: 3,
    original_name: "pompe.webp",
    contribution_id: contribution,
  });

  // Jean acts too, and on Marie's things; Marie likes Jean's post.
  await ok("POST", "/api/ideas", jean, { serviceId, content: "Lide Jan pou limyè" });
  const jeanForum = await ok<{ id: number }>("POST", `/api/services/${serviceId}/forums`, jean, { title: "Fowòm Jan", description: "Limyè." });
  jeanPost = (await ok<{ id: number }>("POST", `/api/forums/${jeanForum.id}/posts`, jean, { content: "Mesaj Jan" })).id;
  await ok("POST", `/api/forum-posts/${jeanPost}/like`, marie);
  await ok("POST", `/api/contributions/${contribution}/request-call`, jean, { callerName: "Jan P.", callerPhone: "+509 3700 0000", message: "Mwen gen kesyon." });
});

afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("DELETE /api/users/me", () => {
  it("answers 401 to a visitor, for the code and for the deletion", async () => {
    expect((await call("POST", "/api/users/me/deletion-code")).statusCode).toBe(401);
    const response = await call("DELETE", "/api/users/me", undefined, { code: "123456" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "AUTH.REQUIRED" });
  });

  it("refuses a wrong code on the code field, in the reader's language, and changes nothing", async () => {
    const sent = await call("POST", "/api/users/me/deletion-code", marie);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ channel: "phone", contact: mariePhone });
    const right = await codeSentTo(mariePhone);
    const wrong = right === "000000" ? "111111" : "000000";

    const response = await call("DELETE", "/api/users/me", marie, { code: wrong }, "en");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "LOGIN.CODE_INVALID", fields: { code: expect.any(String) } });
    expect(response.json<{ message: string }>().message).toMatch(/code/i);
    const malformed = await call("DELETE", "/api/users/me", marie, { code: "12" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ fields: { code: expect.any(String) } });

    const row = (await testApp.database("users").where({ id: marie.id }).first("full_name", "phone_number", "deleted_at")) as Record<string, unknown>;
    expect(row).toEqual({ full_name: "Marie Joseph", phone_number: mariePhone, deleted_at: null });
    expect((await call("GET", "/api/auth/user", marie)).statusCode).toBe(200);
    expect(await storage().get("marie-profile-photo.webp")).not.toBeNull();
  });

  it("with the code sent to the member's own phone: personal data, files and sessions go, the community's content stays under 'former member'", async () => {
    // A second device signed in by code: it must end too.
    await ok("POST", "/api/send-phone-verification", undefined, { phoneNumber: mariePhone });
    const signedIn = await call("POST", "/api/verify-phone-login", undefined, { phoneNumber: mariePhone, code: await codeSentTo(mariePhone) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const secondDevice: SignedInMember = { ...marie, cookie: String(signedIn.headers["set-cookie"]).split(";")[0] ?? "" };

    const jeanPointsBefore = await ok<unknown>("GET", "/api/user/stats", jean);
    const jeanStandingBefore = await ok<unknown>("GET", "/api/leaderboard/me", jean);
    const marieLedgerBefore = await countOf("points_ledger", { user_id: marie.id });
    const postLikesBefore = ((await testApp.database("forum_posts").where({ id: jeanPost }).first("likes_count")) as { likes_count: number }).likes_count;

    // The code is sent just after the previous one was: wait out the one-minute pause by moving the last send back.
    await testApp.database("login_code_sends").where("contact", "like", "leave:%").update({ sent_at: new Date(Date.now() - 2 * 60_000) });
    expect((await call("POST", "/api/users/me/deletion-code", marie)).statusCode).toBe(200);
    const response = await call("DELETE", "/api/users/me", marie, { code: await codeSentTo(mariePhone) });
    expect(response.statusCode, response.body).toBe(204);
    // The browser is told to drop its cookie.
    expect(String(response.headers["set-cookie"])).toMatch(/kominote_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);

    // The tombstone: member number kept, everything personal cleared.
    const row = (await testApp.database("users").where({ id: marie.id }).first()) as Record<string, unknown>;
    for (const personal of ["email", "phone_number", "address", "bio", "profile_photo", "birthday", "password_hash"]) expect(row[personal], personal).toBeNull();
    expect([row.full_name, row.role]).toEqual(["", "member"]);
    expect(row.username).toMatch(/^KDS-/);
    expect(row.deleted_at).not.toBeNull();

    // Every session ended: both cookies are refused.
    expect(await countOf("sessions", { user_id: marie.id })).toBe(0);
    expect((await call("GET", "/api/auth/user", marie)).statusCode).toBe(401);
    expect((await call("GET", "/api/auth/user", secondDevice)).statusCode).toBe(401);

    // Files gone; the other member's photo stays.
    expect(await storage().get("marie-profile-photo.webp")).toBeNull();
    expect(await storage().get("marie-contribution-photo.webp")).toBeNull();
    expect(await storage().get("jean-profile-photo.webp")).not.toBeNull();
    expect(await countOf("uploads", { user_id: marie.id })).toBe(0);

    // Personal data elsewhere removed; the contribution stays without a way to reach her.
    const contribution = (await testApp.database("contributions").where({ id: marieMade.contribution }).first("phone_number", "allow_direct_contact", "notes")) as Record<string, unknown>;
    expect(contribution).toEqual({ phone_number: null, allow_direct_contact: false, notes: "Kontribisyon Mari" });
    expect(await countOf("call_requests", { contribution_id: marieMade.contribution })).toBe(0);
    expect(await countOf("notifications", { user_id: marie.id })).toBe(0);
    expect(await countOf("forum_post_likes", { user_id: marie.id })).toBe(0);
    expect(((await testApp.database("forum_posts").where({ id: jeanPost }).first("likes_count")) as { likes_count: number }).likes_count).toBe(postLikesBefore - 1);
    expect(await countOf("login_code_sends", { contact: `phone:${mariePhone}` })).toBe(0);

    // Audited, without personal data.
    const audit = (await testApp.database("audit_log").where({ action: "deleteAccount" }).select("actor_id", "subject_kind", "subject_id", "reason", "details")) as Record<string, unknown>[];
    expect(audit).toEqual([{ actor_id: marie.id, subject_kind: "user", subject_id: marie.id, reason: null, details: null }]);

    // The community's content stays, its author read as a former member in each reader's language.
    const ideas = await ok<{ content: string; authorName: string | null }[]>("GET", `/api/ideas/service/${serviceId}`, jean);
    expect(ideas.find((idea) => idea.content === "Lide Mari pou dlo potab")?.authorName).toBe("Ansyen manm");
    expect(ideas.find((idea) => idea.content === "Lide Jan pou limyè")?.authorName).toBe("Jean Pierre");
    const inEnglish = await call("GET", `/api/ideas/service/${serviceId}`, jean, undefined, "en");
    expect(inEnglish.json<{ content: string; authorName: string }[]>().find((idea) => idea.content === "Lide Mari pou dlo potab")?.authorName).toBe("Former member");
    const posts = await call("GET", `/api/forums/${marieMade.forum}/posts`, jean, undefined, "fr");
    expect(posts.statusCode, posts.body).toBe(200);
    expect(posts.body).toContain("Ancien membre");
    expect(posts.body).not.toContain("Marie Joseph");

    // Points: her ledger stays (totals hold), the other member's points and standing do not move.
    expect(await countOf("points_ledger", { user_id: marie.id })).toBe(marieLedgerBefore);
    expect(await ok<unknown>("GET", "/api/user/stats", jean)).toEqual(jeanPointsBefore);
    expect(await ok<unknown>("GET", "/api/leaderboard/me", jean)).toEqual(jeanStandingBefore);
    // The board kept in memory is read again within its two-second window; then her name is gone from it too.
    await expect
      .poll(async () => (await call("GET", "/api/leaderboard", jean)).body, { timeout: 8_000, interval: 500 })
      .not.toContain("Marie Joseph");
    const board = (await call("GET", "/api/leaderboard", jean)).body;
    expect(board).toContain("Ansyen manm");
    expect(board).not.toContain("marie-profile-photo");

    // The other member's data is untouched.
    const jeanRow = (await testApp.database("users").where({ id: jean.id }).first("full_name", "profile_photo", "deleted_at")) as Record<string, unknown>;
    expect(jeanRow).toEqual({ full_name: "Jean Pierre", profile_photo: "/media/jean-profile-photo.webp", deleted_at: null });
    expect((await call("GET", "/api/auth/user", jean)).statusCode).toBe(200);
    expect(await countOf("call_requests", { requester_id: jean.id })).toBe(0);
  });

  it("frees the phone number: it can register again as a new member", async () => {
    const response = await call("POST", "/api/users", undefined, {
      fullName: "Marie Joseph",
      email: "marie.nouvo@example.ht",
      phoneNumber: mariePhone,
      birthday: "1995-04-12",
      skills: ["technology.programming"],
      primaryService: "sante",
      password: "sekrè-solid-2026",
      confirmPassword: "sekrè-solid-2026",
    });
    expect(response.statusCode, response.body).toBe(201);
    const again = response.json<{ id: number }>();
    expect(again.id).not.toBe(marie.id);
    const numbers = (await testApp.database("users").whereIn("id", [marie.id, again.id]).pluck("username")) as string[];
    expect(new Set(numbers).size).toBe(2);
  });
});
