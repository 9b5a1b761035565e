import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import type { SessionMember } from "../ports/session-store";
import { encodePlaceCursor } from "../rules/place-cursor";
import { locationListQuerySchema } from "../schemas/locations";
import { MemoryPlaces } from "../testing/place-doubles";
import { makeListPlaces } from "./list-places";

const setup = async () => {
  const places = new MemoryPlaces();
  const submit = async (authorId: number, name: string, latitude: number, longitude: number, status: "approved" | "pending" | "rejected") => {
    const place = await places.submit({ authorId, name, description: null, photoUrl: null, latitude, longitude, region: latitude > 19.5 ? "north" : "west" });
    if (status !== "pending") places.setStatus(place.id, status, status === "rejected" ? "Non" : null);
  };
  await submit(7, "Bibliyotèk", 19.76, -72.2, "approved");
  await submit(7, "Ayiti Kafe", 18.54, -72.34, "approved");
  await submit(8, "Chapèl", 18.55, -72.33, "approved");
  await submit(7, "Dlo", 18.6, -72.3, "pending");
  await submit(7, "Estad", 18.6, -72.3, "rejected");
  await submit(8, "Fèy", 18.6, -72.3, "pending");
  const list = async (query: Record<string, string>, viewer: SessionMember | null = null) => {
    const result = await Effect.runPromise(Effect.result(makeListPlaces({ places })({ query: locationListQuerySchema.parse(query), viewer })));
    if (Result.isFailure(result)) return result.failure.code;
    return { names: result.success.places.map((place) => place.name), next: result.success.nextCursor };
  };
  return list;
};

const member: SessionMember = { id: 7, role: "member" };

describe("the places list", () => {
  it("shows visitors and members approved places by name by default", async () => {
    const list = await setup();
    expect(await list({})).toEqual({ names: ["Ayiti Kafe", "Bibliyotèk", "Chapèl"], next: null });
    expect(await list({}, member)).toEqual({ names: ["Ayiti Kafe", "Bibliyotèk", "Chapèl"], next: null });
  });

  it("adds the member's own pending and refused places to 'all', never another's", async () => {
    const list = await setup();
    expect(await list({ status: "all" }, member)).toMatchObject({ names: ["Ayiti Kafe", "Bibliyotèk", "Chapèl", "Dlo", "Estad"] });
    expect(await list({ status: "all" })).toMatchObject({ names: ["Ayiti Kafe", "Bibliyotèk", "Chapèl"] });
    expect(await list({ status: "mine" }, member)).toMatchObject({ names: ["Ayiti Kafe", "Bibliyotèk", "Dlo", "Estad"] });
  });

  it("asks a visitor to sign in for their own places", async () => {
    const list = await setup();
    expect(await list({ status: "mine" })).toBe("AUTH.REQUIRED");
  });

  it("hands out a cursor that continues the list, and refuses one of another order", async () => {
    const list = await setup();
    const first = await list({ limit: "2" });
    if (typeof first === "string" || first.next === null) throw new Error("expected a next page");
    expect(first.names).toEqual(["Ayiti Kafe", "Bibliyotèk"]);
    expect(await list({ limit: "2", cursor: first.next })).toEqual({ names: ["Chapèl"], next: null });
    expect(await list({ sort: "recent", cursor: first.next })).toBe("REQUEST.INVALID");
    expect(await list({ sort: "recent", cursor: encodePlaceCursor({ sort: "recent", key: Date.now() + 1e10, id: 1 }) })).toMatchObject({ names: ["Chapèl", "Ayiti Kafe", "Bibliyotèk"] });
  });

  it("filters by region, viewport and name, and sorts by distance from a position", async () => {
    const list = await setup();
    expect(await list({ region: "north" })).toMatchObject({ names: ["Bibliyotèk"] });
    expect(await list({ bbox: "-72.35,18.5,-72.3,18.56" })).toMatchObject({ names: ["Ayiti Kafe", "Chapèl"] });
    expect(await list({ q: "CHAPEL" })).toMatchObject({ names: ["Chapèl"] });
    expect(await list({ sort: "distance", near: "19.7,-72.2" })).toMatchObject({ names: ["Bibliyotèk", "Chapèl", "Ayiti Kafe"] });
  });

  it("answers a viewport with the places of the map tiles it lies on, so neighbouring viewports share one answer", async () => {
    const list = await setup();
    // Chapèl (18.55, -72.33) is just east of this viewport but on its tiles; Dlo's tiles are further.
    expect(await list({ bbox: "-72.345,18.535,-72.3335,18.545" })).toMatchObject({ names: ["Ayiti Kafe", "Chapèl"] });
    expect(await list({ bbox: "-72.345,18.535,-72.3335,18.545" })).toEqual(await list({ bbox: "-72.344,18.536,-72.333,18.546" }));
  });
});
