import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";

let testApp: TestApp;
let marie: SignedInMember;
let moderator: SignedInMember;
let nextAddress = 1;

const inject = (options: InjectOptions) =>
  testApp.app.inject({ remoteAddress: `10.11.0.${nextAddress++ % 250}`, ...options });

const write = (who: SignedInMember, url: string, payload: object) =>
  inject({ method: "POST", url, headers: { "x-requested-with": "fetch", "content-type": "application/json", cookie: who.cookie }, payload });

const submit = async (name: string, latitude = 18.5392, longitude = -72.3364) => {
  const response = await write(marie, "/api/locations", { name, latitude, longitude, description: null });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
};

let published: number;
let pending: number;
let rejected: number;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
  const signIn = signInMembers(testApp);
  marie = await signIn("Marie Joseph");
  moderator = await signIn("Rose Moderatè", "moderator");
  published = await submit("=HYPERLINK(\"http://evil\"), Mache \"Fè\"", 19.76, -72.2);
  pending = await submit("Ap tann");
  rejected = await submit("Refize");
  expect((await write(moderator, `/api/moderation/reviews/location/${published}/approve`, {})).statusCode).toBe(200);
  expect((await write(moderator, `/api/moderation/reviews/location/${rejected}/reject`, { reason: "Doub" })).statusCode).toBe(200);
});
afterAll(() => testApp.close());

describe("GET /api/places.geojson", () => {
  it("holds approved places only, as points with their kind, cacheable by ETag", async () => {
    const response = await inject({ method: "GET", url: "/api/places.geojson" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/geo+json; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=300, stale-while-revalidate=3600");
    const collection = response.json<{ type: string; features: { id: string; geometry: { coordinates: number[] }; properties: { kind: string; id: number; region: string } }[] }>();
    expect(collection.type).toBe("FeatureCollection");
    expect(collection.features.map((feature) => feature.properties.id)).toEqual([published]);
    expect(collection.features[0]).toMatchObject({ id: `place-${published}`, geometry: { coordinates: [-72.2, 19.76] }, properties: { kind: "place", region: "north" } });
    expect(response.body).not.toContain("Ap tann");
    expect(response.body).not.toContain("Refize");

    const again = await inject({ method: "GET", url: "/api/places.geojson", headers: { "if-none-match": String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe("GET /api/places.csv", () => {
  it("writes approved places only as RFC 4180 CSV, a formula defused", async () => {
    const response = await inject({ method: "GET", url: "/api/places.csv" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8; header=present");
    expect(response.headers.etag).toBeDefined();
    const lines = response.body.split("\r\n");
    expect(lines[0]).toBe("kind,id,name,description,latitude,longitude,region,createdAt");
    expect(lines[1]).toMatch(new RegExp(`^place,${published},"'=HYPERLINK\\(""http://evil""\\), Mache ""Fè""",,19.76,-72.2,north,`));
    expect(lines.slice(2)).toEqual([""]);
    expect(response.body).not.toContain("Ap tann");
    expect(response.body).not.toContain("Refize");
    expect(pending).toBeGreaterThan(0);
  });
});
