import { describe, expect, it } from "vitest";
import { pageRequest } from "../../testing/page-request";
import { reportedPlaceWorld } from "../../testing/reported-place-world";
import type { SignedInMember } from "../../testing/signed-in-members";

interface SafePlaceBody {
  id: number;
  name: string;
  category: string;
  latitude: number;
  verificationStatus: string;
  rejectionReason: string | null;
  reportedBy: string;
  canEdit: boolean;
  tags: string[];
}

const world = reportedPlaceWorld("safe_places", 9);
const { inject, statusesOf } = world;

const hospital = {
  name: "Lopital Sen Mikèl",
  address: "Jérémie",
  description: "Ijans ouvè 24/24.",
  latitude: 18.65,
  longitude: -74.11,
  category: "hospital",
  tags: [" ijans ", "Ijans", "24/24"],
};

const submit = (payload: object = hospital, who: SignedInMember = world.marie, language = "ht", remoteAddress?: string) =>
  inject(pageRequest("POST", "/api/safe-places", who, payload, language), remoteAddress);

const submitted = async (payload: object = hospital, who: SignedInMember = world.marie) => {
  const response = await submit(payload, who);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SafePlaceBody>();
};

const list = async (who: SignedInMember, search = "") => {
  const response = await inject(pageRequest("GET", `/api/safe-places${search}`, who));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SafePlaceBody[]>();
};

const correct = (id: number, payload: object, who: SignedInMember = world.marie, remoteAddress?: string) =>
  inject(pageRequest("PATCH", `/api/safe-places/${id}`, who, payload, "en"), remoteAddress);

const decide = (id: number, verdict: "approve" | "reject", payload: object = {}) =>
  inject(pageRequest("POST", `/api/moderation/reviews/safePlace/${id}/${verdict}`, world.moderator, payload, "en"));

describe("POST /api/safe-places", () => {
  it("stores the member's place pending verification, named after them, tags tidied, and shows it to them alone", async () => {
    const created = await submitted();
    expect(created).toMatchObject({
      name: "Lopital Sen Mikèl",
      verificationStatus: "pending",
      reportedBy: "Marie Joseph",
      rejectionReason: null,
      canEdit: true,
      tags: ["ijans", "24/24"],
    });
    expect((await list(world.marie)).map((place) => place.id)).toEqual([created.id]);
    expect(await list(world.jean)).toEqual([]);
  });

  it("is refused to a visitor with 401", async () => {
    const response = await inject(pageRequest("POST", "/api/safe-places", undefined, hospital));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "AUTH.REQUIRED" });
  });

  it("says in the reader's language that a point outside Haiti is not in Haiti, on its field", async () => {
    const response = await submit({ ...hospital, longitude: 74.11 }, world.marie, "fr");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "REQUEST.INVALID",
      fields: { longitude: "Ce lieu n'est pas en Haïti. Vérifiez la latitude et la longitude." },
    });
    const creole = await submit({ ...hospital, latitude: 25 }, world.marie, "ht");
    expect(creole.json()).toMatchObject({ fields: { latitude: "Kote sa a pa nan peyi Dayiti. Tcheke latitid ak lonjitid yo." } });
  });

  it.each([
    ["name", { name: "   " }],
    ["category", { category: "market" }],
    ["safetyRating", { safetyRating: 6 }],
    ["latitude", { latitude: "18.5" }],
  ])("answers 400 naming the %s field", async (field, change) => {
    const response = await submit({ ...hospital, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { [field]: expect.any(String) } });
  });

  it("limits one address to ten reports an hour", async () => {
    expect(await statusesOf(11, (index) => submit({ ...hospital, name: `Abri ${index}` }, world.marie, "ht", "10.10.0.1"))).toEqual([...Array<number>(10).fill(201), 429]);
  });
});

describe("GET /api/safe-places", () => {
  it("is refused to a visitor with 401", async () => {
    expect((await inject(pageRequest("GET", "/api/safe-places"))).statusCode).toBe(401);
  });

  it("searches with accents and case aside and filters by category, over what the member may see", async () => {
    const police = await submitted({ ...hospital, name: "Komisarya Jeremi", category: "police", description: "Polis." }, world.jean);
    const shelter = await submitted({ ...hospital, name: "Abri Sivil", address: "Les Cayes", category: "shelter", description: "Pou siklòn." }, world.jean);
    await decide(police.id, "approve");
    await decide(shelter.id, "approve");
    const own = await submitted({ ...hospital, name: "Lopital Jérémie" });

    expect((await list(world.marie, "?q=JEREMIE")).map((place) => place.id)).toEqual([police.id, own.id]);
    expect((await list(world.marie, "?q=jeremie&category=police")).map((place) => place.id)).toEqual([police.id]);
    expect((await list(world.marie, "?q=siklon")).map((place) => place.id)).toEqual([shelter.id]);
    expect((await list(world.jean, "?q=jeremie")).map((place) => place.id)).toEqual([police.id]);
  });

  it("answers 400 for an unknown category", async () => {
    const response = await inject(pageRequest("GET", "/api/safe-places?category=market", world.marie));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { category: expect.any(String) } });
  });
});

describe("PATCH /api/safe-places/{id}", () => {
  it("lets the reporter correct their place, which goes back to review", async () => {
    const created = await submitted();
    await decide(created.id, "approve");
    const response = await correct(created.id, { name: "Lopital Sen-Mikèl" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: "Lopital Sen-Mikèl", verificationStatus: "pending" });
    expect(await list(world.jean)).toEqual([]);
  });

  it("lets a moderator correct another member's place, which stays verified", async () => {
    const created = await submitted();
    await decide(created.id, "approve");
    const response = await correct(created.id, { category: "community" }, world.moderator);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ category: "community", verificationStatus: "verified", canEdit: true });
  });

  it("refuses another member's correction with 403 and changes nothing (IDOR)", async () => {
    const created = await submitted();
    const response = await correct(created.id, { name: "Pa m" }, world.jean);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "AUTH.FORBIDDEN" });
    expect((await list(world.marie))[0]?.name).toBe("Lopital Sen Mikèl");
  });

  it("answers 404 for an unknown place, 401 to a visitor, 400 for a bad field", async () => {
    const missing = await correct(999_999, { name: "Okenn" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: "SAFE_PLACE.NOT_FOUND", message: "This safe place could not be found." });
    const created = await submitted();
    expect((await inject(pageRequest("PATCH", `/api/safe-places/${created.id}`, undefined, { name: "X" }))).statusCode).toBe(401);
    const outside = await correct(created.id, { latitude: 10 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ fields: { latitude: "This place is not in Haiti. Check the latitude and longitude." } });
  });

  it("limits one address to thirty corrections in ten minutes", async () => {
    const created = await submitted();
    expect(await statusesOf(31, (index) => correct(created.id, { safetyRating: index % 5 }, world.marie, "10.10.0.2"))).toEqual([...Array<number>(30).fill(200), 429]);
  });
});

describe("reviewing a safe place", () => {
  it("approved, is verified for everyone, pays its reporter 10 points once and tells them", async () => {
    const created = await submitted();
    const queue = await inject(pageRequest("GET", "/api/moderation/queue?kind=safePlace", world.moderator));
    expect(queue.json()).toEqual([
      expect.objectContaining({ kind: "safePlace", id: created.id, title: "Lopital Sen Mikèl", submittedBy: { id: world.marie.id, fullName: "Marie Joseph" } }),
    ]);

    expect((await decide(created.id, "approve")).statusCode).toBe(200);
    expect(await list(world.jean)).toEqual([expect.objectContaining({ id: created.id, verificationStatus: "verified", canEdit: false })]);
    const points = await world.testApp.database("points_ledger").where({ user_id: world.marie.id }).select("action", "points", "reference_kind");
    expect(points).toEqual([{ action: "safePlaceApproved", points: 10, reference_kind: "safePlace" }]);
    const notifications = await inject(pageRequest("GET", "/api/notifications", world.marie, undefined, "en"));
    expect(notifications.json<{ title: string }[]>()[0]).toMatchObject({ title: "Your safe place was verified" });

    // Corrected and approved again, it pays nothing more.
    await correct(created.id, { description: "Ijans ak matènite." });
    expect((await decide(created.id, "approve")).statusCode).toBe(200);
    expect(await world.testApp.database("points_ledger").where({ user_id: world.marie.id })).toHaveLength(1);
    const audit = await inject(pageRequest("GET", "/api/moderation/audit-log", world.moderator, undefined, "en"));
    expect(audit.json<{ targetKind: string; targetLabel: string }[]>()[0]).toMatchObject({ targetKind: "safePlace", targetLabel: "Lopital Sen Mikèl" });
  });

  it("rejected, is unverified, shown to its reporter alone with the reason, who is told why", async () => {
    const created = await submitted();
    expect((await decide(created.id, "reject", { reason: "Adrès la pa bon." })).statusCode).toBe(200);
    expect(await list(world.marie)).toEqual([expect.objectContaining({ id: created.id, verificationStatus: "unverified", rejectionReason: "Adrès la pa bon." })]);
    expect(await list(world.jean)).toEqual([]);
    expect(await world.testApp.database("points_ledger").where({ user_id: world.marie.id })).toEqual([]);
    const notifications = await inject(pageRequest("GET", "/api/notifications", world.marie, undefined, "en"));
    expect(notifications.json<{ message: string }[]>()[0]).toMatchObject({
      message: "A moderator could not verify the safe place you added. Reason: Adrès la pa bon.",
    });
  });
});
