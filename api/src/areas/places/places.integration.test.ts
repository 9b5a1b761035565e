import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";
import { resolve } from "../../tokens";
import { placesTokens } from "./tokens";

interface PlaceBody {
  id: number;
  name: string;
  description: string | null;
  photoUrl: string | null;
  latitude: number;
  longitude: number;
  region: string;
  status: string;
  approved: boolean;
  rejectionReason: string | null;
  authorName: string | null;
}

let testApp: TestApp;
let marie: SignedInMember;
let jean: SignedInMember;
let moderator: SignedInMember;
let nextAddress = 1;

let signIn: ReturnType<typeof signInMembers>;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
  signIn = signInMembers(testApp);
});
afterAll(() => testApp.close());
beforeEach(async () => {
  // Writes are limited per member: members new to each test start with their whole allowance.
  marie = await signIn("Marie Joseph");
  jean = await signIn("Jean Baptiste");
  moderator = await signIn("Rose Moderatè", "moderator");
  await testApp.database("places").delete();
  await testApp.database("points_ledger").delete();
  await testApp.database("notifications").delete();
  resolve(testApp.container, placesTokens.approvedPlaces).invalidate();
  resolve(testApp.container, placesTokens.placeDirectory).invalidate();
});

/** Each call from its own address, so the per-address limit never hides what a test checks. */
const inject = (options: InjectOptions, remoteAddress = `10.9.${Math.floor(nextAddress / 250) % 250}.${nextAddress++ % 250}`) =>
  testApp.app.inject({ remoteAddress, ...options });

const headersOf = (who?: SignedInMember, language = "ht") => ({
  "x-requested-with": "fetch",
  "accept-language": language,
  ...(who === undefined ? {} : { cookie: who.cookie }),
});

const get = (url: string, who?: SignedInMember, language = "ht") => inject({ method: "GET", url, headers: headersOf(who, language) });
const send = (method: "POST" | "PATCH", url: string, who: SignedInMember | undefined, payload: object, language = "ht", remoteAddress?: string) =>
  inject({ method, url, headers: { ...headersOf(who, language), "content-type": "application/json" }, payload }, remoteAddress);

const place = { name: "Mache Fè", description: "Gran mache a", latitude: 18.5392, longitude: -72.3364 };

const submitted = async (payload: object = place, who = marie) => {
  const response = await send("POST", "/api/locations", who, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PlaceBody>();
};

const decide = (id: number, verdict: "approve" | "reject", payload: object = {}) =>
  send("POST", `/api/moderation/reviews/location/${id}/${verdict}`, moderator, payload, "en");

const approved = async (payload: object = place, who = marie) => {
  const created = await submitted(payload, who);
  expect((await decide(created.id, "approve")).statusCode).toBe(200);
  return created;
};

const names = async (url: string, who?: SignedInMember) => {
  const response = await get(url, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlaceBody[]>().map((each) => each.name);
};

/** A multipart form as the location finder's browser sends it. */
const submitForm = async (who: SignedInMember, fields: Record<string, string>, photo?: { bytes: Uint8Array; name: string; type: string }) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo !== undefined) form.append("photo", new Blob([photo.bytes], { type: photo.type }), photo.name);
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return inject({
    method: "POST",
    url: "/api/locations",
    headers: { ...headersOf(who), "content-type": encoded.headers.get("content-type") ?? "" },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
};

describe("POST /api/locations", () => {
  it("stores the map page's JSON pending review, with its region and its author", async () => {
    const created = await submitted();
    expect(created).toMatchObject({ name: "Mache Fè", status: "pending", approved: false, region: "west", authorName: "Marie Joseph", photoUrl: null });
    expect(await names("/api/locations")).toEqual([]);
  });

  it("stores the finder's form with a photo read by its bytes and re-encoded", async () => {
    const png = new Uint8Array(await sharp({ create: { width: 32, height: 24, channels: 3, background: "#2a6" } }).png().toBuffer());
    const response = await submitForm(marie, { name: "Pak Okap", latitude: "19.7600001", longitude: "-72.2" }, { bytes: png, name: "pak.png", type: "image/png" });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<PlaceBody>();
    expect(created).toMatchObject({ name: "Pak Okap", latitude: 19.76, region: "north", status: "pending" });
    const served = await get(created.photoUrl ?? "");
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
  });

  it("refuses a file that is not a picture, whatever its declared type, on the photo field", async () => {
    const response = await submitForm(marie, { name: "Pak", latitude: "18.5", longitude: "-72.3" }, { bytes: new TextEncoder().encode("not a picture at all"), name: "pak.png", type: "image/png" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { photo: expect.any(String) } });
    expect(await testApp.database("places").count({ n: "*" })).toEqual([{ n: 0 }]);
  });

  it("answers 400 with a localized message on the coordinate outside Haiti", async () => {
    const response = await send("POST", "/api/locations", marie, { ...place, latitude: 18.48, longitude: -69.93 }, "fr");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { longitude: "Ce lieu n'est pas en Haïti. Vérifiez la latitude et la longitude." } });
    const form = await submitForm(marie, { name: "Lwen", latitude: "25", longitude: "-72.3" });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toMatchObject({ fields: { latitude: "Kote sa a pa nan peyi Dayiti. Tcheke latitid ak lonjitid yo." } });
  });

  it("answers 400 naming an empty name", async () => {
    const response = await send("POST", "/api/locations", marie, { ...place, name: "   " });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { name: "Tanpri antre non kote a." } });
  });

  it("is refused to a visitor", async () => {
    const response = await send("POST", "/api/locations", undefined, place);
    expect(response.statusCode).toBe(401);
  });

  it("limits a member to thirty submissions an hour", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      statuses.push((await send("POST", "/api/locations", marie, { ...place, name: `Kote ${index}` }, "ht", "10.10.0.1")).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("the review of a place", () => {
  it("waits in the moderators' queue with what the map would show, oldest first", async () => {
    const first = await submitted({ ...place, photoUrl: "https://example.ht/mache.jpg" });
    const second = await submitted({ ...place, name: "Pak", description: null }, jean);
    const queue = await get("/api/moderation/queue?kind=location", moderator, "en");
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toEqual([
      {
        kind: "location",
        id: first.id,
        title: "Mache Fè",
        description: "Gran mache a",
        photoUrl: "https://example.ht/mache.jpg",
        latitude: 18.5392,
        longitude: -72.3364,
        serviceName: null,
        submittedBy: { id: marie.id, fullName: "Marie Joseph" },
        submittedAt: expect.any(String),
      },
      expect.objectContaining({ id: second.id, title: "Pak", description: "", submittedBy: { id: jean.id, fullName: "Jean Baptiste" } }),
    ]);
    expect((await get("/api/moderation/queue?kind=location", marie)).statusCode).toBe(403);
  });

  it("publishes an approved place, pays its author 10 points once and tells them", async () => {
    const created = await approved();
    expect(await names("/api/locations")).toEqual(["Mache Fè"]);
    const points = await testApp.database("points_ledger").where({ user_id: marie.id }).select("action", "points");
    expect(points).toEqual([{ action: "placeApproved", points: 10 }]);
    const notices = (await get("/api/notifications", marie, "en")).json<{ title: string }[]>();
    expect(notices.map((notice) => notice.title)).toContain("Your place was accepted");

    // Edited by its author, it goes back to review and leaves the map; approved again, it pays nothing more.
    const edited = await send("PATCH", `/api/locations/${created.id}`, marie, { name: "Mache Fè Pòtoprens" });
    expect(edited.json()).toMatchObject({ status: "pending" });
    expect(await names("/api/locations")).toEqual([]);
    expect((await decide(created.id, "approve")).statusCode).toBe(200);
    expect(await testApp.database("points_ledger").where({ user_id: marie.id }).count({ n: "*" })).toEqual([{ n: 1 }]);
  });

  it("keeps a rejected place off every public list; its author reads the reason in their own", async () => {
    const created = await submitted();
    expect((await decide(created.id, "reject", { reason: "Kote sa a pa egziste" })).statusCode).toBe(200);
    expect(await names("/api/locations")).toEqual([]);
    expect(await names("/api/locations?status=all", jean)).toEqual([]);
    expect((await get(`/api/locations/${created.id}`)).statusCode).toBe(404);
    const mine = (await get("/api/locations/my", marie)).json<PlaceBody[]>();
    expect(mine).toEqual([expect.objectContaining({ id: created.id, status: "rejected", rejectionReason: "Kote sa a pa egziste" })]);
    const notices = (await get("/api/notifications", marie, "en")).json<{ message: string }[]>();
    expect(notices.map((notice) => notice.message)).toContain("A moderator did not accept the place you added. Reason: Kote sa a pa egziste");
    const audit = (await get("/api/moderation/audit-log", moderator, "en")).json<{ targetKind: string; targetLabel: string }[]>();
    expect(audit[0]).toMatchObject({ targetKind: "location", targetLabel: "Mache Fè" });
  });
});

describe("GET /api/locations", () => {
  it("pages by name with a Link header and X-Next-Cursor, absent on the last page, cacheable for visitors", async () => {
    for (const name of ["Chapèl", "Bibliyotèk", "Ayiti Kafe"]) await approved({ ...place, name });
    const first = await get("/api/locations?limit=2");
    expect(first.statusCode).toBe(200);
    expect(first.json<PlaceBody[]>().map((each) => each.name)).toEqual(["Ayiti Kafe", "Bibliyotèk"]);
    const cursor = String(first.headers["x-next-cursor"]);
    expect(first.headers.link).toBe(`</api/locations?limit=2&cursor=${cursor}>; rel="next"`);
    expect(first.headers["cache-control"]).toBe("public, max-age=30, stale-while-revalidate=300");

    const second = await get(`/api/locations?limit=2&cursor=${cursor}`);
    expect(second.json<PlaceBody[]>().map((each) => each.name)).toEqual(["Chapèl"]);
    expect(second.headers["x-next-cursor"]).toBeUndefined();
    expect(second.headers.link).toBeUndefined();

    const again = await inject({ method: "GET", url: "/api/locations?limit=2", headers: { "if-none-match": String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("filters by region, viewport and name, and sorts by distance", async () => {
    await approved({ ...place, name: "Katedral Okap", latitude: 19.76, longitude: -72.2 });
    await approved({ ...place, name: "Lopital Jakmèl", latitude: 18.23, longitude: -72.53 });
    await approved({ ...place, name: "Mache Petyonvil", latitude: 18.51, longitude: -72.29 });
    expect(await names("/api/locations?region=north")).toEqual(["Katedral Okap"]);
    expect(await names("/api/locations?bbox=-72.4,18.4,-72.2,18.6")).toEqual(["Mache Petyonvil"]);
    expect(await names("/api/locations?q=JAKMEL")).toEqual(["Lopital Jakmèl"]);
    expect(await names("/api/locations?sort=distance&near=19.7,-72.2")).toEqual(["Katedral Okap", "Mache Petyonvil", "Lopital Jakmèl"]);
    expect(await names("/api/locations?sort=recent")).toEqual(["Mache Petyonvil", "Lopital Jakmèl", "Katedral Okap"]);
  });

  it("answers a viewport with the places of the map tiles it lies on, the same answer for a viewport a little off", async () => {
    await approved({ ...place, name: "Anndan", latitude: 18.51, longitude: -72.29 });
    // Just north of the viewport, on its tiles: answered too, for the map to draw off screen.
    await approved({ ...place, name: "Bò kote", latitude: 18.521, longitude: -72.29 });
    await approved({ ...place, name: "Pi lwen", latitude: 18.5, longitude: -72.25 });
    const viewport = await get("/api/locations?bbox=-72.3,18.5,-72.28,18.52");
    expect(viewport.json<PlaceBody[]>().map((each) => each.name)).toEqual(["Anndan", "Bò kote"]);
    // Panned by a few pixels: the same tiles, the same kept answer.
    const nudged = await get("/api/locations?bbox=-72.302,18.498,-72.282,18.518");
    expect(nudged.json<PlaceBody[]>().map((each) => each.name)).toEqual(["Anndan", "Bò kote"]);
    expect(nudged.headers.etag).toBe(viewport.headers.etag);
  });

  it("adds a member's own places under review to 'all' and lists them alone with 'mine'", async () => {
    await approved({ ...place, name: "Piblik" }, jean);
    await submitted({ ...place, name: "Pa m" });
    await submitted({ ...place, name: "Pa Jean" }, jean);
    expect(await names("/api/locations?status=all", marie)).toEqual(["Pa m", "Piblik"]);
    expect(await names("/api/locations?status=all")).toEqual(["Piblik"]);
    expect(await names("/api/locations?status=mine", marie)).toEqual(["Pa m"]);
    const visitor = await get("/api/locations?status=mine");
    expect(visitor.statusCode).toBe(401);
  });

  it.each([
    ["bbox", "bbox=-72.2,18.4,-72.4,18.6"],
    ["near", "sort=distance"],
    ["cursor", "cursor=not-a-cursor"],
    ["region", "region=everywhere"],
    ["limit", "limit=500"],
  ])("answers 400 naming %s", async (field, search) => {
    const response = await get(`/api/locations?${search}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { [field]: expect.any(String) } });
  });
});

describe("GET /api/locations/summary", () => {
  it("counts approved places, those with a photo and those of this week", async () => {
    await approved({ ...place, photoUrl: "https://example.ht/foto.jpg" });
    await approved({ ...place, name: "Lòt" });
    await submitted({ ...place, name: "Ap tann" });
    const response = await get("/api/locations/summary");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ approved: 2, withPhoto: 1, addedThisWeek: 2 });
  });
});

describe("GET /api/locations/{id} and /api/locations/my", () => {
  it("shows an approved place to anyone, a pending one to its author and moderators only", async () => {
    const published = await approved();
    const waiting = await submitted({ ...place, name: "Ap tann" });
    expect((await get(`/api/locations/${published.id}`)).json()).toMatchObject({ name: "Mache Fè", status: "approved" });
    expect((await get(`/api/locations/${waiting.id}`)).statusCode).toBe(404);
    expect((await get(`/api/locations/${waiting.id}`, jean)).statusCode).toBe(404);
    expect((await get(`/api/locations/${waiting.id}`, marie)).json()).toMatchObject({ status: "pending" });
    expect((await get(`/api/locations/${waiting.id}`, moderator)).statusCode).toBe(200);
    expect((await get("/api/locations/2147483647")).statusCode).toBe(404);
    expect((await get("/api/locations/abc")).statusCode).toBe(400);
  });

  it("lists a member's own places newest first, and asks a visitor to sign in", async () => {
    await submitted({ ...place, name: "Premye" });
    await submitted({ ...place, name: "Dezyèm" });
    await submitted({ ...place, name: "Pa Jean" }, jean);
    expect(await names("/api/locations/my", marie)).toEqual(["Dezyèm", "Premye"]);
    expect((await get("/api/locations/my")).statusCode).toBe(401);
  });
});

describe("PATCH /api/locations/{id}", () => {
  it("lets the author edit, forbids another member (403) without changing anything, lets a moderator edit", async () => {
    const created = await approved();
    const stranger = await send("PATCH", `/api/locations/${created.id}`, jean, { name: "Pran l" });
    expect(stranger.statusCode).toBe(403);
    expect((await get(`/api/locations/${created.id}`)).json()).toMatchObject({ name: "Mache Fè" });

    const byModerator = await send("PATCH", `/api/locations/${created.id}`, moderator, { description: "" });
    expect(byModerator.statusCode).toBe(200);
    expect(byModerator.json()).toMatchObject({ description: null, status: "approved" });

    const byAuthor = await send("PATCH", `/api/locations/${created.id}`, marie, { name: "Mache Fè a" });
    expect(byAuthor.statusCode).toBe(200);
    expect(byAuthor.json()).toMatchObject({ name: "Mache Fè a", status: "pending" });
  });

  it("limits a member to sixty edits an hour", async () => {
    const created = await submitted();
    const statuses: number[] = [];
    for (let index = 0; index < 61; index += 1) {
      statuses.push((await send("PATCH", `/api/locations/${created.id}`, marie, { description: `Vèsyon ${index}` }, "ht", "10.12.0.1")).statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it("answers 404 for an unknown place, 400 for a bad link, 401 for a visitor", async () => {
    expect((await send("PATCH", "/api/locations/999999", marie, { name: "X" })).statusCode).toBe(404);
    const created = await submitted();
    const bad = await send("PATCH", `/api/locations/${created.id}`, marie, { photoUrl: "javascript:alert(1)" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { photoUrl: expect.any(String) } });
    expect((await send("PATCH", `/api/locations/${created.id}`, undefined, { name: "X" })).statusCode).toBe(401);
  });
});
