import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/create-test-app";
import { whileRefusing } from "../testing/refuse-inserts";
import { signInMembers, testSessionSecret, type SignedInMember } from "../testing/signed-in-members";

/**
 * Each use case that writes and then awards points, with the ledger failing after its first
 * write: the answer is a server error and nothing of the first write is kept (decision 0017).
 */
let testApp: TestApp;
let author: SignedInMember;
let voter: SignedInMember;
let serviceId: number;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
  const signIn = signInMembers(testApp);
  author = await signIn("Marie Joseph");
  voter = await signIn("Jean Pierre");
  serviceId = ((await testApp.database("services").orderBy("id").first("id")) as { id: number }).id;
});
afterAll(async () => {
  await testApp.close();
});

const post = (url: string, who: SignedInMember, payload: object | undefined) =>
  testApp.app.inject({
    method: "POST",
    url,
    headers: { "x-requested-with": "fetch", "accept-language": "en", cookie: who.cookie, ...(payload === undefined ? {} : { "content-type": "application/json" }) },
    ...(payload === undefined ? {} : { payload }),
  });

const count = async (table: string) =>
  Number(((await testApp.database(table).count({ count: "*" }).first()) as { count: number | string }).count);

/** Runs `write` with the points ledger refusing inserts; answers its status. */
const withLedgerDown = async (write: () => ReturnType<typeof post>) =>
  (await whileRefusing(testApp.database, { table: "points_ledger" }, write)).statusCode;

describe("writes that earn points, when the ledger fails after the first write", () => {
  it("sharing an idea keeps no idea", async () => {
    const before = await count("ideas");
    expect(await withLedgerDown(() => post("/api/ideas", author, { content: "Netwaye kanal yo chak mwa.", serviceId }))).toBe(500);
    expect(await count("ideas")).toBe(before);
  });

  it("voting keeps no vote", async () => {
    const shared = await post("/api/ideas", author, { content: "Limyè solè nan lari a.", serviceId });
    expect(shared.statusCode).toBe(201);
    const ideaId = shared.json<{ id: number }>().id;
    expect(await withLedgerDown(() => post(`/api/ideas/${ideaId}/vote`, voter, undefined))).toBe(500);
    expect(await testApp.database("idea_votes").where({ idea_id: ideaId })).toEqual([]);
    expect((await post(`/api/ideas/${ideaId}/vote`, voter, undefined)).statusCode).toBe(200);
  });

  it("opening a forum keeps no forum, and posting keeps no post", async () => {
    const forums = await count("forums");
    const forumCall = () => post(`/api/services/${serviceId}/forums`, author, { title: "Tiyo kase", description: "Dlo ap koule." });
    expect(await withLedgerDown(forumCall)).toBe(500);
    expect(await count("forums")).toBe(forums);
    const forum = await forumCall();
    expect(forum.statusCode).toBe(201);
    const posts = await count("forum_posts");
    expect(await withLedgerDown(() => post(`/api/forums/${forum.json<{ id: number }>().id}/posts`, voter, { content: "Mwen wè l tou." }))).toBe(500);
    expect(await count("forum_posts")).toBe(posts);
  });
});
