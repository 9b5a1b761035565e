import { fixedClock } from "@kominote/core/ports/clock";
import type { PlaceListFilter } from "@kominote/core/ports/place-directory";
import { MemoryPlaces } from "@kominote/core/testing/place-doubles";
import { describe, expect, it } from "vitest";
import { CachedPlaceDirectory } from "./cached-place-directory";

const setup = async () => {
  const places = new MemoryPlaces();
  const calls: PlaceListFilter[] = [];
  const list = places.list.bind(places);
  places.list = (filter) => {
    calls.push(filter);
    return list(filter);
  };
  const submitted = await places.submit({ authorId: 7, name: "Pak", description: null, photoUrl: null, latitude: 18.54, longitude: -72.34, region: "west" });
  places.setStatus(submitted.id, "approved");
  const cached = new CachedPlaceDirectory(places, fixedClock(new Date("2026-03-01T00:00:00Z")), 5_000);
  return { places, cached, calls, id: submitted.id };
};

const firstPage: PlaceListFilter = { visibility: { kind: "approved" }, order: { sort: "name" }, limit: 50 };

describe("the map's cached pages", () => {
  it("keeps the first page every visitor asks for from its second ask, the same object each time after", async () => {
    const { cached, calls } = await setup();
    const first = await cached.list(firstPage);
    const kept = await cached.list({ ...firstPage });
    expect(kept).toEqual(first);
    expect(await cached.list({ ...firstPage })).toBe(kept);
    expect(await cached.list({ ...firstPage })).toBe(kept);
    expect(calls).toHaveLength(2);
  });

  it("does not hold a page asked once, nor one asked again only after its lifetime", async () => {
    let now = new Date("2026-03-01T00:00:00Z").getTime();
    const places = new MemoryPlaces();
    let reads = 0;
    const list = places.list.bind(places);
    places.list = (filter) => {
      reads++;
      return list(filter);
    };
    const cached = new CachedPlaceDirectory(places, { now: () => new Date(now) }, 5_000);
    const deepPage: PlaceListFilter = { ...firstPage, after: { sort: "name", key: "kote 4", id: 1 } };
    await cached.list(deepPage);
    now += 5_000;
    await cached.list(deepPage);
    await cached.list(deepPage);
    expect(reads).toBe(3);
    await cached.list(deepPage);
    expect(reads).toBe(3);
  });

  it("keeps every page of approved places, each under its own question", async () => {
    const { cached, calls } = await setup();
    const questions: PlaceListFilter[] = [
      firstPage,
      { ...firstPage, box: { minLongitude: -73, minLatitude: 18, maxLongitude: -72, maxLatitude: 19 } },
      { ...firstPage, box: { minLongitude: -73, minLatitude: 18, maxLongitude: -72, maxLatitude: 18.5 } },
      { ...firstPage, nameContains: "pak" },
      { ...firstPage, nameContains: "lopital" },
      { ...firstPage, region: "north" },
      { ...firstPage, order: { sort: "recent" } },
      { ...firstPage, order: { sort: "distance", near: { latitude: 18.5, longitude: -72.3 } } },
      { ...firstPage, after: { sort: "name", key: "a", id: 1 } },
      { ...firstPage, after: { sort: "name", key: "a", id: 2 } },
      { ...firstPage, limit: 10 },
    ];
    for (const filter of questions) await cached.list(filter);
    const answers = [];
    for (const filter of questions) answers.push(await cached.list({ ...filter }));
    for (const [index, filter] of questions.entries()) expect(await cached.list({ ...filter })).toBe(answers[index]);
    expect(calls).toHaveLength(questions.length * 2);
    // Each question got its own answer: a search for another name finds nothing here.
    expect(answers[3]?.places).toHaveLength(1);
    expect(answers[4]?.places).toHaveLength(0);
    expect(answers[2]?.places).toHaveLength(0);
  });

  it("never keeps a member's own places, which differ from reader to reader", async () => {
    const { cached, calls } = await setup();
    const personal: PlaceListFilter[] = [
      { ...firstPage, visibility: { kind: "approvedAndMine", memberId: 7 } },
      { ...firstPage, visibility: { kind: "mine", memberId: 7 } },
    ];
    for (const filter of personal) {
      await cached.list(filter);
      await cached.list(filter);
    }
    expect(calls).toHaveLength(personal.length * 2);
  });

  it("forgets on an edit and on a write it sees, so a place leaves or joins the map at once", async () => {
    const { places, cached, id } = await setup();
    expect((await cached.list(firstPage)).places).toHaveLength(1);
    await cached.update(id, { name: "Pak 2", status: "pending" });
    expect((await cached.list(firstPage)).places).toHaveLength(0);

    const verdicts = cached.seeing({ decide: async () => places.setStatus(id, "approved") }, ["decide"]);
    await verdicts.decide();
    expect((await cached.list(firstPage)).places.map((place) => place.name)).toEqual(["Pak 2"]);
  });
});
