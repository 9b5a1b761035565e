import { insertContribution } from "@kominote/adapters/moderation/contribution-rows";
import type { OwnDataExport } from "@kominote/core/schemas/own-data";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { pageRequest } from "../../testing/page-request";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";

let testApp: TestApp;
let marie: SignedInMember;
let jean: SignedInMember;
let moderator: SignedInMember;
let serviceId: number;
let taskId: number;
let nextAddress = 1;

// Each call from its own address, so the per-address limits of the writes never get in the way.
const call = (method: "GET" | "POST", url: string, who?: SignedInMember, payload?: object) =>
  testApp.app.inject({ ...pageRequest(method, url, who, payload), remoteAddress: `10.7.0.${nextAddress++ % 250}` });

const created = async <T>(method: "POST", url: string, who: SignedInMember, payload?: object): Promise<T> => {
  const response = await call(method, url, who, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
};

/** What a member leaves behind by using the platform: an idea, a forum with a post, a contribution. */
const actAs = async (who: SignedInMember, words: string, contributionPhone: string) => {
  const idea = await created<{ id: number }>("POST", "/api/ideas", who, { serviceId, content: `Lide ${words}` });
  const forum = await created<{ id: number }>("POST", `/api/services/${serviceId}/forums`, who, { title: `Fowòm ${words}`, description: "Dlo." });
  const post = await created<{ id: number }>("POST", `/api/forums/${forum.id}/posts`, who, { content: `Mesaj ${words}` });
  const contribution = await insertContribution(testApp.database, {
    taskId,
    userId: who.id,
    notes: `Kontribisyon ${words}`,
    phoneNumber: contributionPhone,
    hasContactInfo: true,
    allowDirectContact: true,
    status: "approved",
  });
  return { idea: idea.id, forum: forum.id, post: post.id, contribution };
};

const exportOf = (who?: SignedInMember) => call("GET", "/api/users/me/export", who);

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
  const signIn = signInMembers(testApp);
  marie = await signIn("Marie Joseph");
  jean = await signIn("Jean Pierre");
  moderator = await signIn("Rose Moderatè", "moderator");
  serviceId = ((await testApp.database("services").orderBy("id").first("id")) as { id: number }).id;
  taskId = ((await testApp.database("tasks").where({ service_id: serviceId }).orderBy("id").first("id")) as { id: number }).id;
});
afterAll(async () => {
  await testApp.close();
});

describe("GET /api/users/me/export", () => {
  it("gives each member only their own data, as a file named after their member number", async () => {
    const marieMade = await actAs(marie, "Mari", "+50937445566");
    const jeanMade = await actAs(jean, "Jan", "+50938880000");
    // Each acts on the other's content: the vote and the like are the actor's, not the author's.
    await created("POST", `/api/ideas/${jeanMade.idea}/vote`, marie);
    await created("POST", `/api/forum-posts/${marieMade.post}/like`, jean);
    await created("POST", `/api/contributions/${marieMade.contribution}/request-call`, jean, {
      callerName: "Jan P.",
      callerPhone: "+509 3700 0000",
      message: "Mwen gen kesyon.",
    });

    const marieResponse = await exportOf(marie);
    const jeanResponse = await exportOf(jean);

    expect(marieResponse.statusCode).toBe(200);
    const marieNumber = ((await testApp.database("users").where({ id: marie.id }).first("username")) as { username: string }).username;
    expect(marieResponse.headers["content-disposition"]).toMatch(new RegExp(`^attachment; filename="kominote-${marieNumber}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    expect(marieResponse.headers["cache-control"]).toBe("private, no-store");

    const mine = marieResponse.json<OwnDataExport>();
    expect(mine.profile).toMatchObject({ id: marie.id, fullName: "Marie Joseph", memberNumber: marieNumber });
    expect(mine.ideas.map((idea) => idea.content)).toEqual(["Lide Mari"]);
    expect(mine.forumsCreated.map((forum) => forum.id)).toEqual([marieMade.forum]);
    expect(mine.forumPosts.map((post) => post.content)).toEqual(["Mesaj Mari"]);
    expect(mine.contributions.map((contribution) => contribution.notes)).toEqual(["Kontribisyon Mari"]);
    expect(mine.votes.map((vote) => vote.ideaId)).toEqual([jeanMade.idea]);
    expect(mine.likes).toEqual([]);
    expect(mine.callRequestsMade).toEqual([]);
    // What the member was sent about a request on their contribution: the caller's chosen name and number.
    expect(mine.callRequestsReceived).toMatchObject([{ contributionId: marieMade.contribution, callerName: "Jan P.", message: "Mwen gen kesyon." }]);
    expect(mine.points.ledger.length).toBeGreaterThan(0);
    expect(mine.points.total).toBe(mine.points.ledger.reduce((sum, line) => sum + line.points, 0));
    expect(mine.sessions).toHaveLength(1);
    expect(Object.keys(mine.sessions[0] ?? {}).sort()).toEqual(["createdAt", "expiresAt", "lastActiveAt"]);
    // The other member's account and writing never appear.
    for (const foreign of ["Jean Pierre", "Lide Jan", "Fowòm Jan", "Mesaj Jan", "Kontribisyon Jan"]) expect(marieResponse.body).not.toContain(foreign);
    expect(marieResponse.body).not.toMatch(/password|token|hash/i);

    const theirs = jeanResponse.json<OwnDataExport>();
    expect(theirs.profile.id).toBe(jean.id);
    expect(theirs.ideas.map((idea) => idea.content)).toEqual(["Lide Jan"]);
    expect(theirs.likes.map((like) => like.postId)).toEqual([marieMade.post]);
    expect(theirs.votes).toEqual([]);
    expect(theirs.callRequestsMade).toMatchObject([{ contributionId: marieMade.contribution, callerName: "Jan P." }]);
    expect(theirs.callRequestsReceived).toEqual([]);
    for (const foreign of ["Marie Joseph", "Lide Mari", "Fowòm Mari", "Mesaj Mari", "Kontribisyon Mari"]) expect(jeanResponse.body).not.toContain(foreign);
    // The contributor's number never reaches the caller, not even through the caller's own export.
    expect(jeanResponse.body).not.toContain("3744");
  });

  it("lists the government agencies the member submitted, each with its review status, and nobody else's", async () => {
    const agency = {
      type: "municipality",
      description: "Meri komin nan.",
      phone: "3720 4455",
      address: "Jérémie",
      services: ["Batistè"],
      department: "Grand'Anse",
    };
    const waiting = await created<{ id: number }>("POST", "/api/government-agencies", marie, { ...agency, name: "Mairie de Jérémie" });
    const refused = await created<{ id: number }>("POST", "/api/government-agencies", marie, { ...agency, name: "Mairie de Moron" });
    await created<{ id: number }>("POST", "/api/government-agencies", jean, { ...agency, name: "Mairie des Abricots" });
    await created("POST", `/api/moderation/reviews/agency/${refused.id}/reject`, moderator, { reason: "Non an pa kòrèk." });

    const mine = (await exportOf(marie)).json<OwnDataExport>();

    expect(mine.agenciesSubmitted).toEqual([
      expect.objectContaining({ id: waiting.id, name: "Mairie de Jérémie", phone: "+50937204455", services: ["Batistè"], department: "Grand'Anse", status: "pending", rejectionReason: null, reviewedAt: null }),
      expect.objectContaining({ id: refused.id, name: "Mairie de Moron", status: "rejected", rejectionReason: "Non an pa kòrèk.", reviewedAt: expect.any(String) }),
    ]);
    expect(JSON.stringify(mine)).not.toContain("Mairie des Abricots");
  });

  it("lists the places, safe places and connection points the member submitted, each with its review, and nobody else's", async () => {
    const where = { latitude: 18.65, longitude: -74.117 };
    const reported = { ...where, address: "Ri Lamè, Jérémie", description: "Toupre plas la." };
    const place = await created<{ id: number }>("POST", "/api/locations", marie, { ...where, name: "Mache Jeremi", photoUrl: "https://example.org/mache.jpg" });
    await created("POST", "/api/locations", jean, { ...where, name: "Mache Jan" });
    const safePlace = await created<{ id: number }>("POST", "/api/safe-places", marie, { ...reported, name: "Lopital Sen Antwàn", category: "hospital", tags: ["ijans"] });
    await created("POST", "/api/safe-places", jean, { ...reported, name: "Lopital Jan", category: "hospital" });
    const point = await created<{ id: number }>("POST", "/api/connection-points", marie, {
      ...reported,
      name: "Wifi legliz la",
      connectionType: "wifi",
      speed: 12,
      isFree: false,
      requirements: "Mande kòd la.",
    });
    await created("POST", "/api/connection-points", jean, { ...reported, name: "Wifi Jan", connectionType: "wifi", speed: 5 });
    await created("POST", `/api/moderation/reviews/location/${place.id}/reject`, moderator, { reason: "Foto a pa montre plas la." });
    await created("POST", `/api/moderation/reviews/safePlace/${safePlace.id}/approve`, moderator, {});

    const mine = (await exportOf(marie)).json<OwnDataExport>();

    expect(mine.placesSubmitted).toEqual([
      expect.objectContaining({
        id: place.id,
        name: "Mache Jeremi",
        photoUrl: "https://example.org/mache.jpg",
        region: "south",
        ...where,
        status: "rejected",
        rejectionReason: "Foto a pa montre plas la.",
        reviewedAt: expect.any(String),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      }),
    ]);
    expect(mine.safePlacesSubmitted).toEqual([
      expect.objectContaining({ id: safePlace.id, name: "Lopital Sen Antwàn", address: "Ri Lamè, Jérémie", category: "hospital", tags: ["ijans"], status: "approved", rejectionReason: null, reviewedAt: expect.any(String) }),
    ]);
    expect(mine.connectionPointsSubmitted).toEqual([
      expect.objectContaining({
        id: point.id,
        name: "Wifi legliz la",
        connectionType: "wifi",
        speed: 12,
        isFree: false,
        requirements: "Mande kòd la.",
        connectionStatus: "active",
        lastTested: expect.any(String),
        status: "pending",
        rejectionReason: null,
        reviewedAt: null,
      }),
    ]);
    const everything = JSON.stringify(mine);
    for (const theirs of ["Mache Jan", "Lopital Jan", "Wifi Jan"]) expect(everything).not.toContain(theirs);
  });

  it("limits how often one address downloads", async () => {
    const from = (address: string) => testApp.app.inject({ ...pageRequest("GET", "/api/users/me/export", marie), remoteAddress: address });
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1) answers.push((await from("10.8.0.1")).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(answers[10]).toBe(429);
    expect((await from("10.8.0.2")).statusCode).toBe(200);
  });

  it("answers 401 to a visitor", async () => {
    const response = await exportOf();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "AUTH.REQUIRED" });
  });

  it("lists the member's own comments under live meetings, a hidden one with when it was hidden, and nobody else's", async () => {
    const broadcast = await created<{ startedAt: string }>("POST", "/api/live-meeting/start", moderator, {});
    const kept = await created<{ id: number }>("POST", "/api/live-meeting/comments", marie, { content: "Bonswa tout moun!" });
    const hidden = await created<{ id: number }>("POST", "/api/live-meeting/comments", marie, { content: "Yon mo ki pa t bon." });
    await created("POST", "/api/live-meeting/comments", jean, { content: "Kòmantè Jan an dirèk." });
    expect((await call("POST", `/api/moderation/content/liveComment/${hidden.id}/hide`, moderator, { reason: "Li joure." })).statusCode).toBe(204);
    await created("POST", "/api/live-meeting/stop", moderator, {});

    const mine = await exportOf(marie);
    const { liveComments } = mine.json<OwnDataExport>();
    expect(liveComments).toEqual([
      { id: kept.id, meetingStartedAt: broadcast.startedAt, content: "Bonswa tout moun!", createdAt: expect.any(String), hiddenAt: null },
      { id: hidden.id, meetingStartedAt: broadcast.startedAt, content: "Yon mo ki pa t bon.", createdAt: expect.any(String), hiddenAt: expect.any(String) },
    ]);
    expect(mine.body).not.toContain("Kòmantè Jan an dirèk.");
  });
});
