import type { LiveComment, LiveCommentsPage } from "@kominote/core/schemas/live";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";

const write = { "content-type": "application/json", "x-requested-with": "fetch" };

let testApp: TestApp;
let member: SignedInMember;
let reader: SignedInMember;
/** Writes the refused comments: every call counts against a member's allowance, refused ones too. */
let typist: SignedInMember;
let moderator: SignedInMember;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret, MEETING_BASE_URL: "http://127.0.0.1:9/", MEETING_ID: "Reyinyon Kominote" } });
  const signIn = signInMembers(testApp);
  member = await signIn("Jean Pierre");
  reader = await signIn("Marie Joseph");
  typist = await signIn("Paul Louis");
  moderator = await signIn("Rose Moderatè", "moderator");
});
afterAll(async () => {
  await testApp.close();
});

const send = (method: "GET" | "POST", url: string, who: SignedInMember | null, payload?: unknown, language = "ht") =>
  testApp.app.inject({
    method,
    url,
    headers: { ...(method === "POST" ? write : {}), "accept-language": language, ...(who === null ? {} : { cookie: who.cookie }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
const comment = (who: SignedInMember | null, content: unknown, language = "ht") => send("POST", "/api/live-meeting/comments", who, { content }, language);
const list = (who: SignedInMember | null, query = "") => send("GET", `/api/live-meeting/comments${query}`, who);

describe("comments under the live meeting", () => {
  it("lists nothing and refuses a comment while no meeting is live (404, in the reader's language)", async () => {
    expect((await list(null)).json()).toEqual({ comments: [], nextBefore: null });
    const refused = await comment(typist, "Gen moun la?", "en");
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: "LIVE_MEETING.NOT_LIVE", message: "No meeting is live right now, so you cannot comment." });
  });

  it("lets members only comment: a visitor gets 401", async () => {
    await send("POST", "/api/live-meeting/start", moderator, {});
    expect((await comment(null, "Bonjou")).statusCode).toBe(401);
  });

  it("refuses an empty or too long comment with the field's error in the reader's language", async () => {
    const empty = await comment(typist, "   ", "fr");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fields: { content: "Veuillez écrire votre commentaire." } });
    const long = await comment(typist, "a".repeat(281));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ fields: { content: "Kòmantè a twò long: pa plis pase 280 karaktè." } });
    expect((await comment(typist, 42)).statusCode).toBe(400);
  });

  it("posts a comment, named to members and nameless to visitors, newest first, page by page", async () => {
    const posted: LiveComment[] = [];
    for (const content of ["Bonswa tout moun!", "Mwen tande nou byen.", "Mèsi pou reyinyon an."]) {
      const response = await comment(member, `  ${content} `);
      expect(response.statusCode).toBe(201);
      posted.push(response.json<LiveComment>());
    }
    expect(posted[0]).toMatchObject({ content: "Bonswa tout moun!", author: { fullName: "Jean Pierre" } });

    const first = (await list(reader, "?limit=2")).json<LiveCommentsPage>();
    expect(first.comments.map((each) => each.content)).toEqual(["Mèsi pou reyinyon an.", "Mwen tande nou byen."]);
    expect(first.nextBefore).toBe(posted[1]?.id);
    const older = (await list(reader, `?limit=2&before=${first.nextBefore}`)).json<LiveCommentsPage>();
    expect(older).toEqual({ comments: [posted[0]], nextBefore: null });
    expect((await list(null, "?limit=1")).json<LiveCommentsPage>().comments[0]?.author).toBeNull();
    expect((await list(null, "?limit=0")).statusCode).toBe(400);
    expect((await list(null, "?before=abc")).statusCode).toBe(400);
  });

  it("is reported and hidden through moderation like a forum post: a member may not hide, a moderator may", async () => {
    const target = (await comment(member, "Moun sa yo se volè.")).json<LiveComment>();
    const reported = await send("POST", "/api/reports", reader, { kind: "liveComment", id: target.id, reason: "Li joure moun." });
    expect(reported.statusCode).toBe(200);
    const queue = (await send("GET", "/api/moderation/reports", moderator)).json<Array<{ kind: string; id: number; text: string }>>();
    expect(queue).toContainEqual(expect.objectContaining({ kind: "liveComment", id: target.id, text: "Moun sa yo se volè." }));

    expect((await send("POST", `/api/moderation/content/liveComment/${target.id}/hide`, member, { reason: "Joure." })).statusCode).toBe(403);
    expect((await send("POST", `/api/moderation/content/liveComment/${target.id}/hide`, moderator, { reason: "Li joure lòt manm." })).statusCode).toBe(204);
    const contents = (await list(reader)).json<LiveCommentsPage>().comments.map((each) => each.content);
    expect(contents).not.toContain("Moun sa yo se volè.");
    expect((await send("POST", `/api/moderation/content/liveComment/99999/hide`, moderator, { reason: "Joure." })).statusCode).toBe(404);
  });

  it("limits how often one member comments, without holding back another", async () => {
    let last = 0;
    for (let sent = 0; sent < 20 && last !== 429; sent += 1) last = (await comment(member, `Kòmantè ${sent}`)).statusCode;
    expect(last).toBe(429);
    expect((await comment(reader, "Mwen la tou.")).statusCode).toBe(201);
  });

  it("clears the list when the meeting stops", async () => {
    await send("POST", "/api/live-meeting/stop", moderator, {});
    expect((await list(reader)).json()).toEqual({ comments: [], nextBefore: null });
  });
});
