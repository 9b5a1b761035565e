import { KnexLeaderboardTable } from "@kominote/adapters/leaderboard/knex-leaderboard-table";
import { startOfWeekIn } from "@kominote/core/rules/zoned-periods";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { whileRefusing } from "../../testing/refuse-inserts";
import { pageRequest } from "../../testing/page-request";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";


let testApp: TestApp;
let author: SignedInMember;
let reader: SignedInMember;
let moderator: SignedInMember;
// Opens the forum whose views are counted, and nothing else, so no other test's reading reaches them.
let viewedCreator: SignedInMember;
let serviceId: number;
let otherServiceId: number;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
  const signIn = signInMembers(testApp);
  author = await signIn("Marie Joseph");
  reader = await signIn("Jean Pierre");
  moderator = await signIn("Rose Moderatè", "moderator");
  viewedCreator = await signIn("Lucie Bien-Aimé");
  const services = (await testApp.database("services").orderBy("position").select("id")) as { id: number }[];
  serviceId = services[0]?.id ?? 0;
  otherServiceId = services[1]?.id ?? 0;
  // The author joined another service: discussing is open in every service.
  await testApp.database("users").where({ id: author.id }).update({ joined_service_id: otherServiceId });
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await testApp.database("content_reports").delete();
  await testApp.database("forum_posts").delete();
  await testApp.database("forums").delete();
  await testApp.database("points_ledger").delete();
  await testApp.database("member_points").delete();
  await testApp.database("notifications").delete();
  await testApp.database("audit_log").delete();
});

const call = (method: "GET" | "POST", url: string, who?: SignedInMember, payload?: object, language = "ht") =>
  testApp.app.inject(pageRequest(method, url, who, payload, language));

interface ForumBody {
  id: number;
  title: string;
  isPinned: boolean;
  posts: number;
  creator: { fullName: string };
}
interface PostBody {
  id: number;
  content: string;
  likesCount: number;
  hasLiked: boolean;
  author: { fullName: string };
}

const openForum = async (title = "Tiyo kase nan Ri Pave", who = author) => {
  const response = await call("POST", `/api/services/${serviceId}/forums`, who, { title, description: "Dlo ap koule depi yè." });
  expect(response.statusCode).toBe(201);
  return response.json<ForumBody>();
};
const post = async (forumId: number, content: string, who = author) => {
  const response = await call("POST", `/api/forums/${forumId}/posts`, who, { content });
  expect(response.statusCode).toBe(201);
  return response.json<PostBody>();
};
const discussionCount = async () => {
  const services = (await call("GET", "/api/public-services")).json<{ id: number; discussionCount: number }[]>();
  return services.find((service) => service.id === serviceId)?.discussionCount;
};
const forumsOf = async (who: SignedInMember) => (await call("GET", `/api/services/${serviceId}/forums`, who)).json<ForumBody[]>();
const postsOf = async (forumId: number, who: SignedInMember) => (await call("GET", `/api/forums/${forumId}/posts`, who)).json<PostBody[]>();
const pointLines = async (memberId: number, action: string) =>
  (await testApp.database("points_ledger").where({ user_id: memberId, action }).count({ count: "*" }).first()) as { count: number };

describe("forums", () => {
  it("are opened by any member in any service, listed pinned first then newest, and counted in the catalogue at once", async () => {
    const before = await discussionCount();
    const first = await openForum("Premye fowòm");
    const second = await openForum("Dezyèm fowòm", reader);
    await testApp.database("forums").where({ id: first.id }).update({ is_pinned: true });

    expect(second).toMatchObject({ serviceId, title: "Dezyèm fowòm", description: "Dlo ap koule depi yè.", isPinned: false, creator: { fullName: "Jean Pierre" }, posts: 0 });
    expect((await forumsOf(reader)).map((forum) => [forum.title, forum.isPinned])).toEqual([
      ["Premye fowòm", true],
      ["Dezyèm fowòm", false],
    ]);
    expect(await discussionCount()).toBe((before ?? 0) + 2);
    expect(await pointLines(author.id, "forumCreated")).toEqual({ count: 1 });
  });

  it("need a title, in the member's language, and an existing service", async () => {
    const missing = await call("POST", `/api/services/${serviceId}/forums`, author, { title: "   " });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { title: "Tit la obligatwa." } });
    const unknown = await call("POST", "/api/services/999999/forums", author, { title: "Fowòm" }, "en");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "SERVICE.NOT_FOUND" });
    expect((await call("GET", "/api/services/999999/forums", author)).statusCode).toBe(404);
    expect(await testApp.database("forums").count({ count: "*" }).first()).toEqual({ count: 0 });
  });

  it("are read one at a time by their own address, visible ones only", async () => {
    const forum = await openForum("Kanal Ri Pave");
    await post(forum.id, "Kanal la bouche.", reader);

    const found = await call("GET", `/api/forums/${forum.id}`, reader);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ ...forum, posts: 1 });

    await testApp.database("forums").where({ id: forum.id }).update({ hidden_at: new Date() });
    const hidden = await call("GET", `/api/forums/${forum.id}`, reader, undefined, "en");
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ code: "FORUM.NOT_FOUND", message: "This forum was not found." });
    expect((await call("GET", "/api/forums/999999", reader)).statusCode).toBe(404);
    expect((await call("GET", "/api/forums/abc", reader)).statusCode).toBe(400);
  });

  it("are for members only", async () => {
    expect((await call("GET", `/api/services/${serviceId}/forums`)).statusCode).toBe(401);
    expect((await call("GET", "/api/forums/1")).statusCode).toBe(401);
    expect((await call("POST", `/api/services/${serviceId}/forums`, undefined, { title: "Fowòm" })).statusCode).toBe(401);
  });
});

describe("POST /api/forums/{id}/pin", () => {
  const pin = (forumId: number | string, payload: object, who?: SignedInMember, language = "ht") =>
    call("POST", `/api/forums/${forumId}/pin`, who, payload, language);
  const pinAudit = async () =>
    (await call("GET", "/api/moderation/audit-log", moderator))
      .json<{ action: string; actor: { id: number }; targetKind: string; targetId: number }[]>()
      .filter((entry) => entry.action === "pinForum" || entry.action === "unpinForum")
      .map((entry) => [entry.action, entry.actor.id, entry.targetKind, entry.targetId]);
  // Written straight to the table: opening forums over HTTP is rate limited per address, and the
  // other tests of this file already spend most of that allowance.
  const givenForum = async (title: string, createdAt: string, creator = author) => {
    const [row] = (await testApp
      .database("forums")
      .insert({ service_id: serviceId, creator_id: creator.id, title, description: "", created_at: new Date(createdAt) })
      .returning("id")) as { id: number }[];
    return (await call("GET", `/api/forums/${row?.id ?? 0}`, reader)).json<ForumBody>();
  };

  it("keeps the forum as it was when the pin's audit entry cannot be stored", async () => {
    const forum = await givenForum("Fowòm pou kenbe", "2026-01-01T10:00:00Z");
    expect((await whileRefusing(testApp.database, { table: "audit_log" }, () => pin(forum.id, { pinned: true }, moderator))).statusCode).toBe(500);
    expect(await testApp.database("forums").where({ id: forum.id }).first("is_pinned")).toEqual({ is_pinned: false });
    expect(await pinAudit()).toEqual([]);
    expect((await pin(forum.id, { pinned: true }, moderator)).statusCode).toBe(200);
  });

  it("is refused to visitors and members, and pins nothing", async () => {
    const forum = await givenForum("Règ fowòm nan", "2026-01-01T10:00:00Z");
    expect((await pin(forum.id, { pinned: true })).statusCode).toBe(401);
    const member = await pin(forum.id, { pinned: true }, author);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ code: "AUTH.FORBIDDEN", message: "Ou pa gen dwa fè sa." });
    expect((await forumsOf(reader)).map((item) => item.isPinned)).toEqual([false]);
    expect(await testApp.database("audit_log").count({ count: "*" }).first()).toEqual({ count: 0 });
  });

  it("lets a moderator pin a forum first in its service's list and unpin it, each change audited once", async () => {
    const rules = await givenForum("Règ fowòm nan", "2026-01-01T10:00:00Z");
    const newer = await givenForum("Tiyo kase", "2026-02-01T10:00:00Z", reader);
    expect((await forumsOf(reader)).map((item) => item.title)).toEqual(["Tiyo kase", "Règ fowòm nan"]);

    const pinned = await pin(rules.id, { pinned: true }, moderator);
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json()).toEqual({ ...rules, isPinned: true });
    expect((await forumsOf(reader)).map((item) => [item.title, item.isPinned])).toEqual([
      ["Règ fowòm nan", true],
      ["Tiyo kase", false],
    ]);

    // Pinning a pinned forum answers it as it is and writes no second entry.
    const again = await pin(rules.id, { pinned: true }, moderator);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...rules, isPinned: true });
    expect(await pinAudit()).toEqual([["pinForum", moderator.id, "forum", rules.id]]);

    const unpinned = await pin(rules.id, { pinned: false }, moderator);
    expect(unpinned.json()).toEqual({ ...rules, isPinned: false });
    expect((await forumsOf(reader)).map((item) => item.id)).toEqual([newer.id, rules.id]);
    expect(await pinAudit()).toEqual([
      ["unpinForum", moderator.id, "forum", rules.id],
      ["pinForum", moderator.id, "forum", rules.id],
    ]);
  });

  it("answers 404 FORUM.NOT_FOUND for a hidden or unknown forum, in the moderator's language", async () => {
    const forum = await givenForum("Kache", "2026-01-01T10:00:00Z");
    await testApp.database("forums").where({ id: forum.id }).update({ hidden_at: new Date() });
    for (const id of [forum.id, 999_999]) {
      const missing = await pin(id, { pinned: true }, moderator, "en");
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: "FORUM.NOT_FOUND", message: "This forum was not found." });
    }
    expect(await testApp.database("forums").where({ id: forum.id }).first("is_pinned")).toEqual({ is_pinned: false });
    expect(await pinAudit()).toEqual([]);
  });

  it("refuses a body without a true or false `pinned`, and a path id that is not a number", async () => {
    const forum = await givenForum("Tiyo kase", "2026-01-01T10:00:00Z");
    for (const payload of [{}, { pinned: "yes" }, { pinned: 1 }, { pinned: null }]) {
      const response = await pin(forum.id, payload, moderator);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "REQUEST.INVALID" });
    }
    expect((await pin("abc", { pinned: true }, moderator)).statusCode).toBe(400);
    expect((await forumsOf(reader))[0]?.isPinned).toBe(false);
  });
});

describe("forum posts", () => {
  it("are posted as the signed-in member, listed oldest first with their author, and pay points up to the daily cap", async () => {
    const forum = await openForum();
    const first = await post(forum.id, "Mwen wè tiyo a kase bò lekòl la.");
    await post(forum.id, "Mwen ka pote zouti demen.", reader);

    expect((await postsOf(forum.id, reader)).map((item) => [item.content, item.author.fullName])).toEqual([
      ["Mwen wè tiyo a kase bò lekòl la.", "Marie Joseph"],
      ["Mwen ka pote zouti demen.", "Jean Pierre"],
    ]);
    expect(first).toMatchObject({ forumId: forum.id, likesCount: 0, hasLiked: false });
    expect((await forumsOf(author))[0]?.posts).toBe(2);

    for (let count = 2; count <= 21; count += 1) await post(forum.id, `Mesaj ${count}`);
    expect(await pointLines(author.id, "forumPost")).toEqual({ count: 20 });
  });

  it("count, once a day per reader, as views of the forum for its creator once the leaderboard is rebuilt", async () => {
    const forum = await openForum("Lapli ak inondasyon", viewedCreator);
    await post(forum.id, "Ki kote dlo a monte?", viewedCreator);
    const viewsOfCreator = async () => {
      // The rebuild the board would run on its own within a minute, forced now.
      const table = new KnexLeaderboardTable(testApp.database, 50);
      const now = new Date();
      await table.refresh({ weekStart: startOfWeekIn(now), now, unlessRefreshedSince: now });
      return (await table.read()).board.views.find((entry) => entry.fullName === "Lucie Bien-Aimé")?.score ?? 0;
    };
    expect(await viewsOfCreator()).toBe(0);

    await postsOf(forum.id, viewedCreator);
    await postsOf(forum.id, reader);
    await postsOf(forum.id, reader);

    // The view is recorded after the answer, so the board may need a moment to see it.
    await vi.waitFor(async () => expect(await viewsOfCreator()).toBe(1));
    const rows = await testApp.database("content_views").where({ kind: "forum", item_id: forum.id }).select("owner_id", "viewer_id");
    expect(rows).toEqual([{ owner_id: viewedCreator.id, viewer_id: reader.id }]);
  });

  it("and the forum lists carry a validator: asked again unchanged they cost a 304, a new post changes them", async () => {
    const forum = await openForum();
    await post(forum.id, "Mwen rele DINEPA deja.");
    const again = (url: string, etag: string) => {
      const request = pageRequest("GET", url, reader);
      return testApp.app.inject({ ...request, headers: { ...request.headers, "if-none-match": etag } });
    };
    for (const url of [`/api/services/${serviceId}/forums`, `/api/forums/${forum.id}`, `/api/forums/${forum.id}/posts`]) {
      const first = await call("GET", url, reader);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers["cache-control"], url).toBe("private, no-cache");
      const etag = String(first.headers.etag);
      const unchanged = await again(url, etag);
      expect(unchanged.statusCode, url).toBe(304);
      expect(unchanged.body, url).toBe("");
    }
    const posts = await call("GET", `/api/forums/${forum.id}/posts`, reader);
    await post(forum.id, "Yo di y ap vini demen.");
    const changed = await again(`/api/forums/${forum.id}/posts`, String(posts.headers.etag));
    expect(changed.statusCode).toBe(200);
    expect(changed.json<PostBody[]>().map((each) => each.content)).toEqual(["Mwen rele DINEPA deja.", "Yo di y ap vini demen."]);
  });

  it("need content, in the member's language, and a visible forum", async () => {
    const forum = await openForum();
    const empty = await call("POST", `/api/forums/${forum.id}/posts`, author, { content: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { content: "Kontni an obligatwa." } });
    const unknown = await call("POST", "/api/forums/999999/posts", author, { content: "Bonjou" }, "en");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: "FORUM.NOT_FOUND", message: "This forum was not found." });
    expect((await call("GET", "/api/forums/999999/posts", author)).statusCode).toBe(404);
  });
});

describe("POST /api/forum-posts/{id}/like", () => {
  it("keeps no like when the post's count cannot be updated", async () => {
    const forum = await openForum();
    const target = await post(forum.id, "Mesaj pou renmen.");
    const like = () => call("POST", `/api/forum-posts/${target.id}/like`, reader);
    expect((await whileRefusing(testApp.database, { table: "forum_posts", operation: "update" }, () => like())).statusCode).toBe(500);
    expect(await testApp.database("forum_post_likes").where({ post_id: target.id })).toEqual([]);
    expect((await like()).json()).toMatchObject({ likesCount: 1, hasLiked: true });
  });

  it("counts one like per member, even 30 at once", async () => {
    const forum = await openForum();
    const target = await post(forum.id, "Bon lide!");

    const responses = await Promise.all(Array.from({ length: 30 }, () => call("POST", `/api/forum-posts/${target.id}/like`, reader)));

    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(responses.map((response) => response.json())).toEqual(
      Array.from({ length: 30 }, () => ({ postId: target.id, likesCount: 1, hasLiked: true })),
    );
    expect(await testApp.database("forum_post_likes").where({ post_id: target.id }).count({ count: "*" }).first()).toEqual({ count: 1 });
    expect((await call("POST", `/api/forum-posts/${target.id}/like`, moderator)).json()).toMatchObject({ likesCount: 2 });
    expect((await postsOf(forum.id, reader))[0]).toMatchObject({ likesCount: 2, hasLiked: true });
    const missing = await call("POST", "/api/forum-posts/999999/like", reader);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "FORUM_POST.NOT_FOUND" });
  });

  it("refuses the author's like of their own post with a clear 409, counting nothing", async () => {
    const forum = await openForum();
    const own = await post(forum.id, "Mwen menm ki ekri sa");

    const refused = await call("POST", `/api/forum-posts/${own.id}/like`, author);

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: "FORUM_POST.OWN_POST", message: "Ou pa ka renmen pwòp mesaj ou." });
    expect((await postsOf(forum.id, author))[0]).toMatchObject({ likesCount: 0, hasLiked: false });
    expect(await testApp.database("forum_post_likes").where({ post_id: own.id }).count({ count: "*" }).first()).toEqual({ count: 0 });
  });
});

describe("GET /api/users/{id}/responses", () => {
  it("lists the member's own posts newest first with their forum and likes, and refuses anyone else's", async () => {
    const forum = await openForum("Kanal yo");
    const older = await post(forum.id, "Premye repons");
    const newer = await post(forum.id, "Dezyèm repons");
    await post(forum.id, "Pa pa l", reader);
    await call("POST", `/api/forum-posts/${older.id}/like`, reader);

    const own = await call("GET", `/api/users/${author.id}/responses`, author);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      { id: newer.id, subject: null, content: "Dezyèm repons", createdAt: expect.any(String), likesCount: 0, forum: { id: forum.id, name: "Kanal yo" } },
      { id: older.id, subject: null, content: "Premye repons", createdAt: expect.any(String), likesCount: 1, forum: { id: forum.id, name: "Kanal yo" } },
    ]);

    const theirs = await call("GET", `/api/users/${author.id}/responses`, reader);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ code: "AUTH.FORBIDDEN", message: "Ou pa gen dwa fè sa." });
    expect((await call("GET", `/api/users/${author.id}/responses`)).statusCode).toBe(401);
  });
});

describe("reports and hiding", () => {
  it("takes one report per member and item, and shows moderators the open ones", async () => {
    const forum = await openForum();
    const target = await post(forum.id, "Moun sa yo se volè.");

    for (const reason of ["Li joure moun.", "Ankò"]) {
      const response = await call("POST", "/api/reports", reader, { kind: "forumPost", id: target.id, reason }, "en");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: "Thank you. We received your report; a moderator will look at it." });
    }
    const queue = await call("GET", "/api/moderation/reports", moderator);
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toEqual([
      {
        kind: "forumPost",
        id: target.id,
        text: "Moun sa yo se volè.",
        author: { id: author.id, fullName: "Marie Joseph" },
        reportCount: 1,
        reasons: ["Li joure moun."],
        firstReportedAt: expect.any(String),
        lastReportedAt: expect.any(String),
      },
    ]);
  });

  it("need a reason and a visible item", async () => {
    const forum = await openForum();
    const blank = await call("POST", "/api/reports", reader, { kind: "forum", id: forum.id, reason: " " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { reason: "Tanpri bay yon rezon." } });
    for (const payload of [{ kind: "rocket", id: forum.id, reason: "x" }, { kind: "forum", id: 3_000_000_000, reason: "x" }, { kind: "forum", id: "abc", reason: "x" }]) {
      expect((await call("POST", "/api/reports", reader, payload)).statusCode).toBe(400);
    }
    const unknown = await call("POST", "/api/reports", reader, { kind: "idea", id: 999_999, reason: "Piblisite." });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "CONTENT.NOT_FOUND" });
    expect(await testApp.database("content_reports").count({ count: "*" }).first()).toEqual({ count: 0 });
  });

  it("are refused to members: they can neither read the reports nor hide anything", async () => {
    const forum = await openForum();
    const target = await post(forum.id, "Mesaj");
    for (const response of [
      await call("GET", "/api/moderation/reports", reader),
      await call("POST", `/api/moderation/content/forumPost/${target.id}/hide`, author, { reason: "Mwen pa renmen l." }),
      await call("POST", `/api/moderation/content/forum/${forum.id}/hide`, reader, { reason: "Non" }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: "AUTH.FORBIDDEN", message: "Ou pa gen dwa fè sa." });
    }
    expect((await postsOf(forum.id, reader)).map((item) => item.id)).toEqual([target.id]);
    expect(await testApp.database("audit_log").count({ count: "*" }).first()).toEqual({ count: 0 });
  });

  it("hides a post with a reason: gone from every list, reports resolved, audited, its author told", async () => {
    const forum = await openForum();
    const kept = await post(forum.id, "Bon mesaj");
    const target = await post(forum.id, "Moun sa yo se volè.");
    await call("POST", "/api/reports", reader, { kind: "forumPost", id: target.id, reason: "Li joure moun." });

    const blank = await call("POST", `/api/moderation/content/forumPost/${target.id}/hide`, moderator, { reason: "" });
    expect(blank.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { reason: "Tanpri bay yon rezon." } });

    const hidden = await call("POST", `/api/moderation/content/forumPost/${target.id}/hide`, moderator, { reason: "Joure lòt manm." });
    expect(hidden.statusCode).toBe(204);

    expect((await postsOf(forum.id, reader)).map((item) => item.id)).toEqual([kept.id]);
    expect((await forumsOf(reader))[0]?.posts).toBe(1);
    expect((await call("GET", `/api/users/${author.id}/responses`, author)).json<{ id: number }[]>().map((item) => item.id)).toEqual([kept.id]);
    expect((await call("GET", "/api/moderation/reports", moderator)).json()).toEqual([]);
    expect((await call("POST", `/api/forum-posts/${target.id}/like`, reader)).statusCode).toBe(404);
    expect((await call("POST", "/api/reports", reader, { kind: "forumPost", id: target.id, reason: "x" })).statusCode).toBe(404);
    expect(await testApp.database("forum_posts").where({ id: target.id }).first("content", "hidden_reason")).toEqual({
      content: "Moun sa yo se volè.",
      hidden_reason: "Joure lòt manm.",
    });
    const audit = (await call("GET", "/api/moderation/audit-log", moderator)).json<{ action: string; targetKind: string; targetId: number; reason: string }[]>();
    expect(audit[0]).toMatchObject({ action: "hide", targetKind: "forumPost", targetId: target.id, reason: "Joure lòt manm." });
    const notifications = (await call("GET", "/api/notifications", author, undefined, "en")).json<{ type: string; title: string; message: string }[]>();
    expect(notifications[0]).toMatchObject({ type: "other", title: "A moderator hid your post", message: "Other members no longer see it. Reason: Joure lòt manm." });

    const again = await call("POST", `/api/moderation/content/forumPost/${target.id}/hide`, moderator, { reason: "Ankò" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "CONTENT.ALREADY_HIDDEN" });
    expect((await call("POST", "/api/moderation/content/forumPost/999999/hide", moderator, { reason: "x" })).statusCode).toBe(404);
  });

  it("hides a forum: gone from the service's list, the catalogue count, its posts and its posters' responses", async () => {
    const forum = await openForum();
    await post(forum.id, "Mesaj nan fowòm nan", reader);
    const before = await discussionCount();

    expect((await call("POST", `/api/moderation/content/forum/${forum.id}/hide`, moderator, { reason: "Fowòm doub." })).statusCode).toBe(204);

    expect(await forumsOf(reader)).toEqual([]);
    expect(await discussionCount()).toBe((before ?? 0) - 1);
    expect((await call("GET", `/api/forums/${forum.id}/posts`, reader)).statusCode).toBe(404);
    expect((await call("POST", `/api/forums/${forum.id}/posts`, reader, { content: "Apre" })).statusCode).toBe(404);
    expect((await call("GET", `/api/users/${reader.id}/responses`, reader)).json()).toEqual([]);
  });

  it("hides an idea: gone from the idea lists at once", async () => {
    const shared = await call("POST", "/api/ideas", author, { content: "Mete plis fontèn nan mache a.", serviceId });
    expect(shared.statusCode).toBe(201);
    const ideaId = shared.json<{ id: number }>().id;
    expect((await call("GET", "/api/ideas", reader)).json<{ id: number }[]>().map((idea) => idea.id)).toContain(ideaId);

    expect((await call("POST", `/api/moderation/content/idea/${ideaId}/hide`, moderator, { reason: "Piblisite." })).statusCode).toBe(204);

    expect((await call("GET", "/api/ideas", reader)).json<{ id: number }[]>().map((idea) => idea.id)).not.toContain(ideaId);
    expect(await testApp.database("ideas").where({ id: ideaId }).first("hidden_reason")).toEqual({ hidden_reason: "Piblisite." });
  });
});

describe("hiding whose notice cannot be stored", () => {
  it("keeps nothing: the post stays visible, unaudited, and can be hidden again", async () => {
    const forum = await openForum();
    const target = await post(forum.id, "Mesaj ki pou kache.");
    const hide = () => call("POST", `/api/moderation/content/forumPost/${target.id}/hide`, moderator, { reason: "Li joure moun." });
    expect((await whileRefusing(testApp.database, { table: "notifications" }, () => hide())).statusCode).toBe(500);
    expect((await postsOf(forum.id, reader)).map((item) => item.id)).toContain(target.id);
    expect(await testApp.database("audit_log").where({ subject_id: target.id, action: "hide" }).count({ count: "*" }).first()).toEqual({ count: 0 });
    expect((await hide()).statusCode).toBe(204);
  });
});
