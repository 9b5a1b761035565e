import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";
import { pageRequest } from "../../testing/page-request";
import { resolve } from "../../tokens";
import { leaderboardTokens } from "./tokens";

let testApp: TestApp;
let marie: SignedInMember;
let jean: SignedInMember;
let members: Array<{ full_name: string; username: string }>;
let signIn: ReturnType<typeof signInMembers>;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
  signIn = signInMembers(testApp);
  marie = await signIn("Marie Joseph");
  jean = await signIn("Jean Pierre");
  const db = testApp.database;
  await db("users").where({ id: marie.id }).update({ profile_photo: "/media/marie-joseph.webp" });
  const [taskId] = (await db("tasks").orderBy("id").limit(1).pluck("id")) as number[];
  await db("contributions").insert([
    { task_id: taskId, user_id: marie.id, status: "approved" },
    { task_id: taskId, user_id: marie.id, status: "pending" },
    { task_id: taskId, user_id: jean.id, status: "pending" },
  ]);
  await db("points_ledger").insert({
    user_id: jean.id,
    action: "invitationAccepted",
    points: 25,
    reference_kind: "invitation",
    reference_id: 1,
    created_at: new Date(),
  });
  members = (await db("users").whereIn("id", [marie.id, jean.id]).select("full_name", "username")) as typeof members;
});
afterAll(async () => {
  await testApp.close();
});

const get = (who?: SignedInMember) =>
  testApp.app.inject({
    method: "GET",
    url: "/api/leaderboard",
    headers: { "accept-language": "ht", ...(who === undefined ? {} : { cookie: who.cookie }) },
  });

describe("GET /api/leaderboard", () => {
  it("gives members every category, ranked, with names, member numbers and photos", async () => {
    const response = await get(jean);
    expect(response.statusCode).toBe(200);
    const board = response.json<Record<string, Array<Record<string, unknown>>>>();
    expect(Object.keys(board).sort()).toEqual(["comments", "diverse", "first", "invites", "tasks", "uploads", "views", "weekly"]);
    expect(board.tasks).toEqual([
      { rank: 1, fullName: "Marie Joseph", username: members.find((m) => m.full_name === "Marie Joseph")?.username, profilePhoto: "/media/marie-joseph.webp", score: 2, weeklyActivity: 0 },
      { rank: 2, fullName: "Jean Pierre", username: members.find((m) => m.full_name === "Jean Pierre")?.username, profilePhoto: null, score: 1, weeklyActivity: 1 },
    ]);
    expect(board.weekly).toEqual([expect.objectContaining({ rank: 1, fullName: "Jean Pierre", score: 25, weeklyActivity: 1 })]);
  });

  it("gives visitors the same ranks and scores, and no name, member number or photo anywhere in the answer", async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    for (const { full_name, username } of members) {
      expect(response.body).not.toContain(full_name);
      expect(response.body).not.toContain(username);
    }
    expect(response.body).not.toContain("marie-joseph.webp");
    expect(response.json<{ tasks: unknown[] }>().tasks).toEqual([
      { rank: 1, fullName: null, username: null, profilePhoto: null, score: 2, weeklyActivity: 0 },
      { rank: 2, fullName: null, username: null, profilePhoto: null, score: 1, weeklyActivity: 1 },
    ]);
  });

  it("lets no shared cache keep the answer, and answers 304 to a browser that has the same board", async () => {
    const first = await get(marie);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const again = await testApp.app.inject({
      method: "GET",
      url: "/api/leaderboard",
      headers: { "accept-language": "ht", cookie: marie.cookie, "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // The visitors' board is another answer: the member's copy is not theirs.
    const visitor = await testApp.app.inject({ method: "GET", url: "/api/leaderboard", headers: { "if-none-match": String(first.headers.etag) } });
    expect(visitor.statusCode).toBe(200);
  });

  it("treats an unknown or ended session as a visitor", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/leaderboard", headers: { cookie: "kominote_session=not-a-session" } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("Marie Joseph");
  });
});

describe("GET /api/leaderboard/me", () => {
  const stand = (who?: SignedInMember) =>
    testApp.app.inject({ method: "GET", url: "/api/leaderboard/me", headers: { "accept-language": "ht", ...(who === undefined ? {} : { cookie: who.cookie }) } });

  it("gives a member who just earned points their own row, with the points bar's rank, before the board is rebuilt", async () => {
    // The board is built and kept before Inès does anything.
    await get(marie);
    const ines = await signIn("Inès Baptiste");
    const [serviceId] = (await testApp.database("services").orderBy("id").limit(1).pluck("id")) as number[];
    const idea = await testApp.app.inject(pageRequest("POST", "/api/ideas", ines, { content: "Yon bibliyotèk nan chak katye.", serviceId }));
    expect(idea.statusCode).toBe(201);

    const board = (await get(ines)).json<Record<string, Array<{ fullName: string | null }>>>();
    expect(board.weekly?.some((entry) => entry.fullName === "Inès Baptiste")).toBe(false);

    const response = await stand(ines);
    expect(response.statusCode).toBe(200);
    const stats = (await testApp.app.inject({ method: "GET", url: "/api/user/stats", headers: { cookie: ines.cookie } })).json<{
      rank: number;
      totalPoints: number;
      weeklyPoints: number;
    }>();
    const standing = response.json<{ rank: number; totalPoints: number; weeklyPoints: number; entries: Record<string, Record<string, unknown> | null> }>();
    expect(stats.totalPoints).toBeGreaterThan(0);
    expect(standing).toMatchObject({ rank: stats.rank, totalPoints: stats.totalPoints, weeklyPoints: stats.weeklyPoints });
    // Jean has 25 points this week on the board, Inès fewer: second, her own row as it stands now.
    expect(standing.entries.weekly).toEqual({
      rank: 2,
      fullName: "Inès Baptiste",
      username: expect.stringMatching(/^KDS-/),
      profilePhoto: null,
      score: stats.weeklyPoints,
      weeklyActivity: 1,
    });
    expect(standing.entries.tasks).toBeNull();
  });

  it("is the signed-in member's own only", async () => {
    expect((await stand()).statusCode).toBe(401);
  });
});

describe("the leaderboard's rebuild timer", () => {
  it("runs from the moment the app is ready and is stopped when the app closes", async () => {
    const app = await createTestApp();
    const rebuilds = resolve(app.container, leaderboardTokens.leaderboardRebuilds);
    expect(rebuilds.started).toBe(true);
    await app.close();
    expect(rebuilds.started).toBe(false);
  });
});
