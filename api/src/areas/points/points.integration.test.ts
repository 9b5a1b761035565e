import { KnexPointsLedger } from "@kominote/adapters/points/knex-points-ledger";
import { KnexPointsStandings } from "@kominote/adapters/points/knex-points-standings";
import { systemClock } from "@kominote/adapters/system/system-clock";
import { recordingEvents } from "@kominote/core/testing/notification-doubles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";

let testApp: TestApp;
let ledger: KnexPointsLedger;
let marie: SignedInMember;
let jean: SignedInMember;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
  ledger = new KnexPointsLedger(testApp.database, new KnexPointsStandings(testApp.database), recordingEvents(), systemClock);
  const signIn = signInMembers(testApp);
  marie = await signIn("Marie Joseph");
  jean = await signIn("Jean Pierre");
  await ledger.award({ userId: marie.id, action: "contributionSubmitted", reference: { kind: "contribution", id: 1 } });
  await ledger.award({ userId: marie.id, action: "voteCast", reference: { kind: "idea", id: 2 } });
  await ledger.award({ userId: jean.id, action: "invitationAccepted", reference: { kind: "invitation", id: 3 } });
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string, who?: SignedInMember, language = "ht") =>
  testApp.app.inject({ method: "GET", url, headers: { "accept-language": language, ...(who === undefined ? {} : { cookie: who.cookie }) } });

describe("GET /api/user/stats", () => {
  it("needs a signed-in member", async () => {
    expect((await get("/api/user/stats")).statusCode).toBe(401);
  });

  it("answers the requester's own standing, never another member's", async () => {
    expect((await get("/api/user/stats", marie)).json()).toEqual({ totalPoints: 11, weeklyPoints: 11, rank: 2, totalContributions: 0 });
    expect((await get("/api/user/stats", jean)).json()).toEqual({ totalPoints: 25, weeklyPoints: 25, rank: 1, totalContributions: 0 });
  });
});

describe("GET /api/user/recent-points", () => {
  it("needs a signed-in member", async () => {
    expect((await get("/api/user/recent-points")).statusCode).toBe(401);
  });

  it("lists the requester's own awards, newest first, described in their language", async () => {
    const response = await get("/api/user/recent-points", marie, "fr");
    expect(response.statusCode).toBe(200);
    expect(response.json<Array<{ points: number; description: string }>>().map(({ points, description }) => [points, description])).toEqual([
      [1, "Vote donné"],
      [10, "Contribution envoyée"],
    ]);
  });
});
