import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { pageRequest } from "../../testing/page-request";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";
import { resolve } from "../../tokens";
import { ideasTokens } from "./tokens";

interface IdeaBody {
  id: number;
  content: string;
  serviceId: number;
  serviceName: string;
  authorName: string | null;
  createdAt: string;
  voteCount: number;
  pointsEarned: number;
  hasVoted: boolean;
}

let testApp: TestApp;
let signIn: ReturnType<typeof signInMembers>;
let marie: SignedInMember;
let jean: SignedInMember;
let rose: SignedInMember;
let water: { id: number; ht: string; en: string };
let energy: { id: number; ht: string; en: string };
let nextAddress = 1;

const serviceNames = async (id: number) => {
  const rows = (await testApp.database("service_translations").where({ service_id: id }).select("language", "name")) as { language: string; name: string }[];
  const name = (language: string) => rows.find((row) => row.language === language)?.name ?? "";
  return { id, ht: name("ht"), en: name("en") };
};

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
  signIn = signInMembers(testApp);
  const services = (await testApp.database("services").orderBy("position").select("id")) as { id: number }[];
  water = await serviceNames(services[0]?.id ?? 0);
  energy = await serviceNames(services[1]?.id ?? 0);
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await testApp.database("idea_votes").delete();
  await testApp.database("ideas").delete();
  await testApp.database("points_ledger").delete();
  forgetCachedIdeas();
  marie = await signIn("Marie Joseph");
  jean = await signIn("Jean Pierre");
  rose = await signIn("Rose Michel");
});

/** After rows written straight to the database, around the API and its cache. */
const forgetCachedIdeas = () => resolve(testApp.container, ideasTokens.ideaRepository).invalidate();

/** Each call from its own address, so per-address limits never hide what a test checks. */
const inject = (options: InjectOptions) =>
  testApp.app.inject({ remoteAddress: `10.3.${Math.floor(nextAddress / 250) % 250}.${nextAddress++ % 250}`, ...options });

const get = (url: string, who?: SignedInMember, language = "ht") =>
  inject({ method: "GET", url, headers: { "accept-language": language, ...(who === undefined ? {} : { cookie: who.cookie }) } });

const post = (url: string, who: SignedInMember | undefined, payload?: object, language = "ht") =>
  inject(pageRequest("POST", url, who, payload, language));

const share = async (who: SignedInMember, content: string, serviceId = water.id) => {
  const response = await post("/api/ideas", who, { content, serviceId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<IdeaBody>();
};

const vote = (who: SignedInMember | undefined, ideaId: number, language = "ht") => post(`/api/ideas/${ideaId}/vote`, who, undefined, language);

const ledger = async (action: string) =>
  (await testApp.database("points_ledger").where({ action }).orderBy("id").select("user_id", "points", "reference_kind", "reference_id")) as {
    user_id: number;
    points: number;
    reference_kind: string;
    reference_id: number;
  }[];

/** Ideas written straight to the table, `count` of them by one author, a minute apart (the first oldest). */
const insertIdeas = async (count: number, authorId: number, serviceId = water.id) => {
  await testApp.database.raw(
    `insert into ideas (service_id, author_id, content, created_at)
     select ?, ?, 'Ide ' || g, timestamptz '2026-03-01 10:00:00+00' + g * interval '1 minute' from generate_series(1, ?) as g`,
    [serviceId, authorId, count],
  );
  forgetCachedIdeas();
  return ((await testApp.database("ideas").orderBy("id").pluck("id")) as number[]).slice(-count);
};

describe("sharing an idea", () => {
  it("stores the trimmed idea for the signed-in member, names its author and pays 5 points", async () => {
    const response = await post("/api/ideas", marie, { content: "  Netwaye kanal yo chak mwa.  ", serviceId: water.id, authorId: jean.id }, "en");
    expect(response.statusCode).toBe(201);
    const idea = response.json<IdeaBody>();
    expect(idea).toEqual({
      id: idea.id,
      content: "Netwaye kanal yo chak mwa.",
      serviceId: water.id,
      serviceName: water.en,
      authorName: "Marie Joseph",
      createdAt: idea.createdAt,
      voteCount: 0,
      pointsEarned: 0,
      hasVoted: false,
      isOwn: true,
    });
    expect(await testApp.database("ideas").where({ id: idea.id }).first("author_id")).toEqual({ author_id: marie.id });
    expect(await ledger("ideaShared")).toEqual([{ user_id: marie.id, points: 5, reference_kind: "idea", reference_id: idea.id }]);
    expect((await get("/api/ideas", jean)).json<IdeaBody[]>().map((listed) => listed.id)).toEqual([idea.id]);
  });

  it.each([
    ["ht", { content: "   ", serviceId: 1 }, { content: "Tanpri ekri ide ou a." }],
    ["en", { content: "", serviceId: 1 }, { content: "Please write your idea." }],
    ["ht", { content: "Yon ide" }, { serviceId: "Tanpri chwazi yon sèvis." }],
    ["en", { content: "Yon ide", serviceId: "2" }, { serviceId: "Please choose a service." }],
    ["en", { content: "\n", serviceId: -4 }, { content: "Please write your idea.", serviceId: "Please choose a service." }],
  ])("refuses a missing or invalid field in %s with its message (the SPEC's for missing ones), storing nothing", async (language, payload, fields) => {
    const response = await post("/api/ideas", marie, payload, language);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "REQUEST.INVALID", fields });
    expect(Number((await testApp.database("ideas").count({ count: "*" }).first())?.count)).toBe(0);
  });

  it("refuses a NUL character in the content as malformed, storing nothing", async () => {
    const response = await post("/api/ideas", marie, { content: "Yon ide\u0000", serviceId: water.id }, "en");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "REQUEST.INVALID", message: "The data sent is malformed." });
    expect(Number((await testApp.database("ideas").count({ count: "*" }).first())?.count)).toBe(0);
  });

  it("answers 404 for a service that does not exist", async () => {
    const response = await post("/api/ideas", marie, { content: "Yon ide", serviceId: 999_999 }, "en");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "SERVICE.NOT_FOUND", message: expect.any(String) });
  });

  it("asks a visitor to sign in", async () => {
    expect((await post("/api/ideas", undefined, { content: "Yon ide", serviceId: water.id })).statusCode).toBe(401);
  });
});

describe("the idea lists", () => {
  it("never send a visitor an author's name, and a visitor has voted for nothing", async () => {
    const idea = await share(marie, "Mete limyè solè nan lari a.");
    expect((await vote(jean, idea.id)).statusCode).toBe(200);
    for (const url of ["/api/ideas", `/api/ideas/service/${water.id}`, "/api/ideas?sort=votes"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain("Marie");
      expect(response.body).not.toContain("Joseph");
      expect(response.json<IdeaBody[]>()).toEqual([{ ...idea, voteCount: 1, pointsEarned: 2, authorName: null, hasVoted: false, isOwn: false }]);
    }
  });

  it("name authors to members and tell each member what they voted for", async () => {
    const first = await share(marie, "Netwaye kanal yo chak mwa.");
    const second = await share(jean, "Fè yon pi nan chak katye.", energy.id);
    await vote(rose, first.id);
    await vote(marie, second.id);
    const seenBy = async (who: SignedInMember) =>
      (await get("/api/ideas", who)).json<IdeaBody[]>().map((idea) => [idea.id, idea.authorName, idea.hasVoted]);
    expect(await seenBy(rose)).toEqual([
      [second.id, "Jean Pierre", false],
      [first.id, "Marie Joseph", true],
    ]);
    expect(await seenBy(marie)).toEqual([
      [second.id, "Jean Pierre", true],
      [first.id, "Marie Joseph", false],
    ]);
    expect(await seenBy(jean)).toEqual([
      [second.id, "Jean Pierre", false],
      [first.id, "Marie Joseph", false],
    ]);
  });

  it("name each service in the reader's language and list one service's ideas", async () => {
    const first = await share(marie, "Netwaye kanal yo.");
    await share(marie, "Limyè solè.", energy.id);
    const english = (await get(`/api/ideas/service/${water.id}`, jean, "en")).json<IdeaBody[]>();
    expect(english.map((idea) => [idea.id, idea.serviceName])).toEqual([[first.id, water.en]]);
    expect((await get("/api/ideas", undefined, "ht")).json<IdeaBody[]>().map((idea) => idea.serviceName)).toEqual([energy.ht, water.ht]);
    const unknown = await get("/api/ideas/service/999999", undefined, "en");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "SERVICE.NOT_FOUND" });
  });

  it("sort newest first by default, by votes or by points (ties newest first)", async () => {
    const [old = 0, middle = 0, recent = 0] = await insertIdeas(3, marie.id);
    await vote(jean, middle);
    await vote(rose, middle);
    await vote(jean, old);
    const order = async (query: string) => (await get(`/api/ideas${query}`)).json<IdeaBody[]>().map((idea) => [idea.id, idea.pointsEarned]);
    expect(await order("")).toEqual([
      [recent, 0],
      [middle, 4],
      [old, 2],
    ]);
    for (const sort of ["votes", "points"]) {
      expect(await order(`?sort=${sort}`)).toEqual([
        [middle, 4],
        [old, 2],
        [recent, 0],
      ]);
    }
    expect((await get("/api/ideas?sort=oldest", undefined, "en")).statusCode).toBe(400);
  });

  it("answer one page at a time, 30 ideas by default", async () => {
    const ids = (await insertIdeas(35, marie.id)).reverse();
    const page = async (query: string) => (await get(`/api/ideas${query}`, jean)).json<IdeaBody[]>().map((idea) => idea.id);
    expect(await page("")).toEqual(ids.slice(0, 30));
    expect(await page("?page=2")).toEqual(ids.slice(30));
    expect(await page("?limit=10&page=3")).toEqual(ids.slice(20, 30));
    expect(await page("?page=5")).toEqual([]);
    for (const bad of ["?limit=0", "?limit=101", "?page=0", "?page=x"]) {
      expect((await get(`/api/ideas${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it("leave hidden ideas out, and count only visible ones in the summary", async () => {
    const shown = await share(marie, "Netwaye kanal yo.");
    const hidden = await share(jean, "Yon ide moderatè a kache.", energy.id);
    await vote(rose, hidden.id);
    await vote(rose, shown.id);
    await vote(jean, shown.id);
    expect((await get("/api/ideas/summary")).json()).toEqual({ totalIdeas: 2, totalVotes: 3, servicesWithIdeas: 2 });

    await testApp.database("ideas").where({ id: hidden.id }).update({ hidden_at: new Date(), hidden_reason: "Pa respekte règ yo." });
    forgetCachedIdeas();
    expect((await get("/api/ideas", rose)).json<IdeaBody[]>().map((idea) => idea.id)).toEqual([shown.id]);
    expect((await get(`/api/ideas/service/${energy.id}`)).json()).toEqual([]);
    expect((await get("/api/ideas/summary")).json()).toEqual({ totalIdeas: 1, totalVotes: 2, servicesWithIdeas: 1 });
    const voteOnHidden = await vote(marie, hidden.id, "en");
    expect(voteOnHidden.statusCode).toBe(404);
    expect(voteOnHidden.json()).toEqual({ code: "IDEA.NOT_FOUND", message: "This idea could not be found." });
  });

  it("answer 304 to a reader whose copy is still current", async () => {
    await share(marie, "Netwaye kanal yo.");
    const first = await get("/api/ideas", jean);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const again = await inject({
      method: "GET",
      url: "/api/ideas",
      headers: { "accept-language": "ht", cookie: jean.cookie, "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // A visitor's copy is another answer: the member's tag does not match it.
    const visitor = await inject({ method: "GET", url: "/api/ideas", headers: { "accept-language": "ht", "if-none-match": String(first.headers.etag) } });
    expect(visitor.statusCode).toBe(200);
  });
});

describe("voting for an idea", () => {
  it("counts the vote, pays the voter 1 point and the author 2, and answers the idea as voted", async () => {
    const idea = await share(marie, "Mete limyè solè nan lari a.");
    const response = await vote(jean, idea.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...idea, voteCount: 1, pointsEarned: 2, hasVoted: true, isOwn: false });
    const voteId = ((await testApp.database("idea_votes").where({ idea_id: idea.id, voter_id: jean.id }).first("id")) as { id: number }).id;
    expect(await ledger("voteCast")).toEqual([{ user_id: jean.id, points: 1, reference_kind: "idea", reference_id: idea.id }]);
    expect(await ledger("voteReceived")).toEqual([{ user_id: marie.id, points: 2, reference_kind: "ideaVote", reference_id: voteId }]);
    expect((await get("/api/ideas", jean)).json<IdeaBody[]>()[0]).toMatchObject({ voteCount: 1, hasVoted: true });
  });

  it("refuses a second vote with IDEA.ALREADY_VOTED in the member's language, changing nothing", async () => {
    const idea = await share(marie, "Mete limyè solè nan lari a.");
    await vote(jean, idea.id);
    const again = await vote(jean, idea.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: "IDEA.ALREADY_VOTED", message: "Ou deja vote pou ide sa a." });
    expect((await vote(jean, idea.id, "en")).json()).toEqual({ code: "IDEA.ALREADY_VOTED", message: "You have already voted for this idea." });
    expect((await get("/api/ideas")).json<IdeaBody[]>()[0]?.voteCount).toBe(1);
    expect(await ledger("voteCast")).toHaveLength(1);
  });

  it("records exactly one of 50 simultaneous votes by one member, with one point line each side", async () => {
    const idea = await share(marie, "Mete limyè solè nan lari a.");
    const responses = await Promise.all(Array.from({ length: 50 }, () => vote(jean, idea.id)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(Number((await testApp.database("idea_votes").where({ idea_id: idea.id }).count({ count: "*" }).first())?.count)).toBe(1);
    expect(await testApp.database("ideas").where({ id: idea.id }).first("vote_count")).toEqual({ vote_count: 1 });
    expect(await ledger("voteCast")).toHaveLength(1);
    expect(await ledger("voteReceived")).toHaveLength(1);
  });

  it("refuses a vote for one's own idea", async () => {
    const idea = await share(marie, "Mete limyè solè nan lari a.");
    const response = await vote(marie, idea.id, "en");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: "IDEA.OWN_IDEA", message: "You cannot vote for your own idea." });
    expect(await testApp.database("idea_votes").select()).toEqual([]);
    expect(await ledger("voteReceived")).toEqual([]);
  });

  it("pays the voter for at most 20 votes a day, and the author for every vote", async () => {
    const ideas = await insertIdeas(21, marie.id);
    for (const id of ideas) expect((await vote(jean, id)).statusCode).toBe(200);
    expect(await ledger("voteCast")).toHaveLength(20);
    expect(await ledger("voteReceived")).toHaveLength(21);
  });

  it("answers 404 for an unknown idea and asks a visitor to sign in", async () => {
    expect((await vote(jean, 999_999)).json()).toMatchObject({ code: "IDEA.NOT_FOUND" });
    const idea = await share(marie, "Mete limyè solè nan lari a.");
    const visitor = await vote(undefined, idea.id);
    expect(visitor.statusCode).toBe(401);
    expect(await testApp.database("idea_votes").select()).toEqual([]);
  });
});
