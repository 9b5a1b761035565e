import { baseAgencies } from "@kominote/adapters/db/seed-data/agencies";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { pageRequest } from "../../testing/page-request";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";
import { resolve } from "../../tokens";
import { agenciesTokens } from "./tokens";

interface AgencyBody {
  id: number;
  name: string;
  status: string;
  submittedBy: string | null;
  phone: string;
  services: string[];
  website: string | null;
}

let testApp: TestApp;
let signIn: ReturnType<typeof signInMembers>;
let marie: SignedInMember;
let moderator: SignedInMember;
let nextAddress = 1;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
  signIn = signInMembers(testApp);
  moderator = await signIn("Rose Moderatè", "moderator");
});
afterAll(() => testApp.close());
beforeEach(async () => {
  // Members' agencies go; the seeded directory stays, as on a new install.
  await testApp.database("government_agencies").where({ seeded: false }).delete();
  await testApp.database("points_ledger").delete();
  await testApp.database("notifications").delete();
  resolve(testApp.container, agenciesTokens.agencyDirectory).invalidate();
  // A new Marie each test: submissions are limited per member, and each test starts with a full allowance.
  marie = await signIn("Marie Joseph");
});

/** Each call from its own address, so the per-address limit never hides what a test checks. */
const inject = (options: InjectOptions, remoteAddress = `10.7.${Math.floor(nextAddress / 250) % 250}.${nextAddress++ % 250}`) =>
  testApp.app.inject({ remoteAddress, ...options });

const list = async () => {
  const response = await inject({ method: "GET", url: "/api/government-agencies" });
  expect(response.statusCode).toBe(200);
  return response.json<AgencyBody[]>();
};

const agency = {
  name: "Mairie de Jérémie",
  type: "municipality",
  description: "Meri komin Jeremi.",
  phone: "3712 3456",
  email: "meri@example.ht",
  address: "Jérémie",
  website: "https://example.ht/meri",
  services: [" Batistè", "Patant", "batistè"],
  department: "Grand'Anse",
};

const submit = (payload: object = agency, who: SignedInMember | undefined = marie, language = "ht", remoteAddress?: string) =>
  inject(pageRequest("POST", "/api/government-agencies", who, payload, language), remoteAddress);

const submitted = async (payload: object = agency) => {
  const response = await submit(payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AgencyBody>();
};

const decide = (id: number, verdict: "approve" | "reject", payload: object = {}) =>
  inject(pageRequest("POST", `/api/moderation/reviews/agency/${id}/${verdict}`, moderator, payload, "en"));

const notificationsOf = async (who: SignedInMember) =>
  (await inject(pageRequest("GET", "/api/notifications", who, undefined, "en"))).json<{ title: string; message: string }[]>();

const pointsOf = async (userId: number) =>
  (await testApp.database("points_ledger").where({ user_id: userId }).select("action", "points", "reference_kind")) as Record<string, unknown>[];

describe("GET /api/government-agencies", () => {
  it("lists the seeded directory to visitors, approved, by name, cacheable", async () => {
    const response = await inject({ method: "GET", url: "/api/government-agencies" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
    const agencies = response.json<AgencyBody[]>();
    expect(agencies).toHaveLength(baseAgencies.length);
    expect(agencies.every((each) => each.status === "approved" && each.submittedBy === null)).toBe(true);
    expect(agencies.map((each) => each.name)).toContain("Office National d'Identification (ONI)");
    const names = agencies.map((each) => each.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "fr", { sensitivity: "base" })));

    const again = await inject({ method: "GET", url: "/api/government-agencies", headers: { "if-none-match": String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe("POST /api/government-agencies", () => {
  it("stores a member's agency pending review, tidied, and leaves the list unchanged", async () => {
    const created = await submitted();
    expect(created).toMatchObject({
      name: "Mairie de Jérémie",
      status: "pending",
      submittedBy: "Marie Joseph",
      phone: "+50937123456",
      services: ["Batistè", "Patant"],
      website: "https://example.ht/meri",
    });
    expect((await list()).map((each) => each.id)).not.toContain(created.id);
  });

  it("is refused to a visitor", async () => {
    const response = await inject(pageRequest("POST", "/api/government-agencies", undefined, agency));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "AUTH.REQUIRED" });
  });

  it.each([
    ["email", { email: "not an address" }],
    ["website", { website: "ftp://example.ht" }],
    ["services", { services: [] }],
    ["phone", { phone: "12" }],
  ])("answers 400 naming the %s field", async (field, change) => {
    const response = await submit({ ...agency, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { [field]: expect.any(String) } });
  });

  it("refuses a name already waiting or listed in the department with a localized 409", async () => {
    await submitted();
    const twice = await submit({ ...agency, name: "MAIRIE DE JÉRÉMIE" }, marie, "fr");
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: "AGENCY.DUPLICATE", message: "Cette agence figure déjà dans l'annuaire pour ce département." });
    const seeded = await submit({ ...agency, name: "Direction Générale des Impôts (DGI)", department: "Ouest" });
    expect(seeded.statusCode).toBe(409);
  });

  it("limits each member to ten submissions an hour, wherever they send from", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      statuses.push((await submit({ ...agency, name: `Biwo ${index}` }, marie, "ht", `10.8.1.${index}`)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
  });

  it("gives two members behind one address each their own allowance", async () => {
    const jean = await signIn("Jean Baptiste");
    const statuses = { marie: [] as number[], jean: [] as number[] };
    for (let index = 0; index < 11; index += 1) {
      statuses.marie.push((await submit({ ...agency, name: `Biwo Marie ${index}` }, marie, "ht", "10.8.0.1")).statusCode);
    }
    for (let index = 0; index < 10; index += 1) {
      statuses.jean.push((await submit({ ...agency, name: `Biwo Jean ${index}` }, jean, "ht", "10.8.0.1")).statusCode);
    }
    expect(statuses.marie).toEqual([...Array<number>(10).fill(201), 429]);
    expect(statuses.jean).toEqual(Array<number>(10).fill(201));
  });
});

describe("reviewing an agency", () => {
  it("is in the review queue, by kind", async () => {
    const created = await submitted();
    const queue = await inject(pageRequest("GET", "/api/moderation/queue?kind=agency", moderator));
    expect(queue.json()).toEqual([
      expect.objectContaining({ kind: "agency", id: created.id, title: "Mairie de Jérémie", submittedBy: { id: marie.id, fullName: "Marie Joseph" } }),
    ]);
  });

  it("approved, is listed at once, pays its submitter 10 points once and tells them", async () => {
    const created = await submitted();
    await list(); // The cached list, before the verdict.

    expect((await decide(created.id, "approve")).statusCode).toBe(200);
    expect((await list()).find((each) => each.id === created.id)).toMatchObject({ status: "approved", submittedBy: "Marie Joseph" });
    expect(await pointsOf(marie.id)).toEqual([{ action: "agencyApproved", points: 10, reference_kind: "agency" }]);
    expect((await notificationsOf(marie))[0]).toMatchObject({ title: "Your agency was accepted" });

    const again = await decide(created.id, "approve");
    expect(again.statusCode).toBe(409);
    expect(await pointsOf(marie.id)).toHaveLength(1);
    const audit = await inject(pageRequest("GET", "/api/moderation/audit-log", moderator, undefined, "en"));
    expect(audit.json<{ targetKind: string; targetLabel: string }[]>()[0]).toMatchObject({ targetKind: "agency", targetLabel: "Mairie de Jérémie" });
  });

  it("rejected, is not listed, pays nothing and tells its submitter why", async () => {
    const created = await submitted();
    expect((await decide(created.id, "reject", { reason: "Ajans sa a pa egziste." })).statusCode).toBe(200);
    expect((await list()).map((each) => each.id)).not.toContain(created.id);
    expect(await pointsOf(marie.id)).toEqual([]);
    expect((await notificationsOf(marie))[0]).toMatchObject({
      title: "Your agency was not accepted",
      message: "A moderator did not accept the agency you added. Reason: Ajans sa a pa egziste.",
    });
    // A rejected agency's name may be submitted again.
    expect((await submit()).statusCode).toBe(201);
  });

  it("cannot decide a seeded agency, which never waited for review", async () => {
    const [seeded] = await list();
    const response = await decide(seeded?.id ?? 0, "approve");
    expect(response.statusCode).toBe(409);
    expect(await pointsOf(moderator.id)).toEqual([]);
  });
});
