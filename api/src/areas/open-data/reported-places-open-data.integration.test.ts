import { describe, expect, it } from "vitest";
import { pageRequest } from "../../testing/page-request";
import { reportedPlaceWorld } from "../../testing/reported-place-world";

const world = reportedPlaceWorld("safe_places", 13);
const { inject } = world;

const place = { address: "Okap", description: "Pou tout moun.", latitude: 19.76, longitude: -72.2 };

/** Reports a place of the kind and, unless it stays pending, has the moderator decide it. */
const reported = async (path: string, kind: string, payload: object, verdict?: "approve" | "reject") => {
  const response = await inject(pageRequest("POST", path, world.marie, { ...place, ...payload }));
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json<{ id: number }>();
  if (verdict !== undefined) {
    const decision = await inject(pageRequest("POST", `/api/moderation/reviews/${kind}/${id}/${verdict}`, world.moderator, verdict === "reject" ? { reason: "Doub" } : {}));
    expect(decision.statusCode, decision.body).toBe(200);
  }
  return id;
};

const safePlace = (name: string, verdict?: "approve" | "reject") => reported("/api/safe-places", "safePlace", { name, category: "shelter" }, verdict);
const connectionPoint = (name: string, verdict?: "approve" | "reject") =>
  reported("/api/connection-points", "connectionPoint", { name, connectionType: "wifi", speed: 10 }, verdict);

describe("the open-data exports", () => {
  it("hold verified safe places and verified connection points that work, nothing pending, refused or down", async () => {
    // The exports are cached a minute from their first read: everything is in place before it.
    const shelter = await safePlace("Abri Okap", "approve");
    await safePlace("Abri ap tann");
    await safePlace("Abri refize", "reject");
    const wifi = await connectionPoint("Wifi Okap", "approve");
    const down = await connectionPoint("Wifi an pan", "approve");
    expect((await inject(pageRequest("PATCH", `/api/connection-points/${down}`, world.moderator, { status: "inactive" }))).statusCode).toBe(200);
    await connectionPoint("Wifi ap tann");

    const geoJson = await inject({ method: "GET", url: "/api/places.geojson" });
    expect(geoJson.statusCode).toBe(200);
    const features = geoJson.json<{ features: { id: string; geometry: { coordinates: number[] }; properties: { kind: string; name: string; region: string } }[] }>().features;
    expect(features.map((feature) => feature.id)).toEqual([`safePlace-${shelter}`, `connectionPoint-${wifi}`]);
    expect(features[0]).toMatchObject({ geometry: { coordinates: [-72.2, 19.76] }, properties: { kind: "safePlace", name: "Abri Okap", region: "north" } });
    expect(geoJson.body).not.toContain("Marie Joseph");

    const csv = await inject({ method: "GET", url: "/api/places.csv" });
    const lines = csv.body.split("\r\n");
    expect(lines.slice(1, 3).map((line) => line.split(",").slice(0, 3).join(","))).toEqual([`safePlace,${shelter},Abri Okap`, `connectionPoint,${wifi},Wifi Okap`]);
    expect(csv.body).not.toMatch(/ap tann|refize|an pan/);
  });
});
