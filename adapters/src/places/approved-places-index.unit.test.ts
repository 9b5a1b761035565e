import type { PlaceListFilter, PlacePage } from "@kominote/core/ports/place-directory";
import { jsonBytesOf } from "@kominote/core/rules/json-text";
import type { PlaceCursor } from "@kominote/core/rules/place-cursor";
import { placeNameKey } from "@kominote/core/rules/place-order";
import { regionOf } from "@kominote/core/rules/place-region";
import type { Location } from "@kominote/core/schemas/locations";
import { MemoryPlaces } from "@kominote/core/testing/place-doubles";
import { describe, expect, it } from "vitest";
import { ApprovedPlacesIndex, indexedPlace, type ApprovedQuery } from "./approved-places-index";

/** Names a map of Haiti holds, and the ones that trip an order up: accents, case, spaces, punctuation, Creole letters. */
const trickyNames = [
  "Legliz Sen Jozèf", "legliz sen jozef", "LEGLIZ SEN JOZÈF", "Légliz  Sen-Jozèf", "Lopital Sen Mikèl", "Lòpital Ofatma",
  "Mache Fè", "Mache fe", "Mache-Fè", "Mache.Fè", "Machè", "mache", "Ecole Nationale", "École nationale", "Ekòl Nasyonal",
  "Pòt-o-Prens", "Port-au-Prince", "Sit Solèy", "Cité Soleil", "Kafou", "Carrefour", "Okap", "Cap-Haïtien", "Ench", "Hinche",
  "A", "a b", "ab", "a-b", "a.b", "Ò", "ò", "O", "Zanmi 😀", "Zanmi \uffff", "kote 1", "kote 10", "kote 100", "kote 2",
  "Bibliyotèk", "Biblyotèk", "Plas Jeremi", "Jérémie", "Legliz Katolik", "Legliz Batis", "Mache Salomon",
];

/** A small deterministic random source, so a failing case is the same on every run. */
const randomSource = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

/** The same approved places in the twin (the port's reference in memory) and in the index. */
const world = (count: number, seed = 7) => {
  const random = randomSource(seed);
  const names = new Map<number, string>([[1, "Marie Joseph"], [2, "Jean Baptiste"]]);
  const twin = new MemoryPlaces(names);
  const places: Location[] = [];
  return {
    twin,
    places,
    async fill(): Promise<ApprovedPlacesIndex> {
      for (let n = 0; n < count; n++) {
        const latitude = Math.round((18.0 + random() * 1.9) * 1e6) / 1e6;
        const longitude = Math.round((-74.4 + random() * 2.5) * 1e6) / 1e6;
        const name = `${trickyNames[n % trickyNames.length] ?? "?"}${n >= trickyNames.length ? ` ${Math.floor(random() * 40)}` : ""}`;
        const submitted = await twin.submit({ authorId: 1 + (n % 2), name, description: null, photoUrl: null, latitude, longitude, region: regionOf({ latitude, longitude }) });
        twin.setStatus(submitted.id, "approved");
        // Creation times in whole minutes, several places sharing one: the id breaks the tie.
        twin.setCreatedAt(submitted.id, new Date(Date.UTC(2026, 5, 1, 12, Math.floor(random() * count / 3))));
      }
      places.push(...(await twin.list({ visibility: { kind: "approved" }, order: { sort: "recent" }, limit: 100_000 })).places);
      return new ApprovedPlacesIndex(places.map((place) => indexedPlace({ ...place }, placeNameKey(place.name), place.authorName === "Marie Joseph" ? 1 : 2)));
    },
  };
};

/** Every page to the end, following the cursors. */
const allPages = (read: (after: PlaceCursor | undefined) => PlacePage): { ids: number[][]; cursors: (PlaceCursor | null)[] } => {
  const ids: number[][] = [];
  const cursors: (PlaceCursor | null)[] = [];
  let after: PlaceCursor | undefined;
  for (let guard = 0; guard < 1_000; guard++) {
    const page = read(after);
    ids.push(page.places.map((place) => place.id));
    cursors.push(page.next);
    if (page.next === null) return { ids, cursors };
    after = page.next;
  }
  throw new Error("The cursors never ended");
};

const approved = { kind: "approved" } as const;

/** The twin's pages and the index's for one query, page by page, cursors included. */
const expectSamePages = async (twin: MemoryPlaces, index: ApprovedPlacesIndex, query: ApprovedQuery): Promise<void> => {
  const fromIndex = allPages((after) => index.page({ ...query, ...(after === undefined ? {} : { after }) }));
  const twinPages: PlacePage[] = [];
  let after: PlaceCursor | undefined;
  for (;;) {
    const filter: PlaceListFilter = { ...query, visibility: approved, ...(after === undefined ? {} : { after }) };
    const page = await twin.list(filter);
    twinPages.push(page);
    if (page.next === null) break;
    after = page.next;
  }
  expect(fromIndex.ids).toEqual(twinPages.map((page) => page.places.map((place) => place.id)));
  expect(fromIndex.cursors).toEqual(twinPages.map((page) => page.next));
};

const portAuPrince = { latitude: 18.54, longitude: -72.34 };
const cityBox = { minLongitude: -72.5, minLatitude: 18.4, maxLongitude: -72.2, maxLatitude: 18.7 };

describe("the approved places' index", () => {
  it("pages every order as the port's twin does, cursors included, with accents, case, spaces, punctuation and Creole letters", async () => {
    const { twin, fill } = world(400);
    const index = await fill();
    for (const order of [{ sort: "name" }, { sort: "recent" }, { sort: "distance", near: portAuPrince }] as const) {
      for (const limit of [1, 7, 50]) await expectSamePages(twin, index, { order, limit });
    }
  });

  it("finds a name by any part of it, accents and case aside, short or absent parts included", async () => {
    const { twin, fill } = world(400);
    const index = await fill();
    for (const nameContains of ["legliz", "LÉGLIZ", "jozè", "mache fe", "-", "a", "ò", "o", "kote 1", "zanmi 😀", "sen-j", "nowhere", "😀"]) {
      for (const order of [{ sort: "name" }, { sort: "recent" }, { sort: "distance", near: portAuPrince }] as const) {
        await expectSamePages(twin, index, { order, limit: 5, nameContains });
      }
    }
    const legliz = index.page({ order: { sort: "name" }, limit: 200, nameContains: "Légliz" }).places;
    expect(legliz.length).toBeGreaterThan(10);
    expect(legliz.every((place) => placeNameKey(place.name).includes("legliz"))).toBe(true);
  });

  it("keeps a region, a viewport, both, and a viewport with a name, in every order", async () => {
    const { twin, fill } = world(600);
    const index = await fill();
    const tiny = { minLongitude: -72.35, minLatitude: 18.5, maxLongitude: -72.3, maxLatitude: 18.56 };
    const country = { minLongitude: -75, minLatitude: 17.5, maxLongitude: -71.3, maxLatitude: 20.5 };
    for (const order of [{ sort: "name" }, { sort: "recent" }, { sort: "distance", near: portAuPrince }] as const) {
      await expectSamePages(twin, index, { order, limit: 20, region: "north" });
      await expectSamePages(twin, index, { order, limit: 20, box: cityBox });
      await expectSamePages(twin, index, { order, limit: 3, box: tiny });
      await expectSamePages(twin, index, { order, limit: 50, box: country });
      await expectSamePages(twin, index, { order, limit: 20, box: cityBox, region: "west", nameContains: "mache" });
    }
    const inBox = index.page({ order: { sort: "name" }, limit: 200, box: cityBox }).places;
    expect(inBox.length).toBeGreaterThan(0);
    expect(inBox.every((place) => place.latitude >= 18.4 && place.latitude <= 18.7 && place.longitude >= -72.5 && place.longitude <= -72.2)).toBe(true);
  });

  it("continues a name order from its cursor across a change, without repeating or skipping a place it held", async () => {
    const { places, fill } = world(120);
    const index = await fill();
    const first = index.page({ order: { sort: "name" }, limit: 30 });
    const before = allPages((after) => index.page({ order: { sort: "name" }, limit: 30, ...(after === undefined ? {} : { after }) })).ids.flat();
    // One place approved before the cursor and one after it, one refused from after it.
    const early = indexedPlace({ ...places[0]!, id: 9_001, name: "Aaa" }, "aaa", 1);
    const late = indexedPlace({ ...places[0]!, id: 9_002, name: "Zzz" }, "zzz", 1);
    index.put(early);
    index.put(late);
    const leaving = before[40]!;
    index.remove(leaving);
    let after = first.next ?? undefined;
    const rest: number[] = [];
    while (after !== undefined) {
      const page = index.page({ order: { sort: "name" }, limit: 30, after });
      rest.push(...page.places.map((place) => place.id));
      after = page.next ?? undefined;
    }
    expect([...first.places.map((place) => place.id), ...rest]).toEqual([...before.filter((id) => id !== leaving), 9_002]);
  });

  it("replaces a place by its id, and leaves it out once removed, from every order, search and cell", async () => {
    const { places, fill } = world(50);
    const index = await fill();
    const moved = places[3]!;
    index.put(indexedPlace({ ...moved, name: "Kay Sonje" }, "kay sonje", 1));
    expect(index.page({ order: { sort: "name" }, limit: 100, nameContains: "sonje" }).places.map((place) => place.id)).toEqual([moved.id]);
    expect(index.size).toBe(50);
    index.remove(moved.id);
    const everywhere: ApprovedQuery[] = [
      { order: { sort: "name" }, limit: 100 },
      { order: { sort: "recent" }, limit: 100 },
      { order: { sort: "distance", near: moved }, limit: 100 },
      { order: { sort: "name" }, limit: 100, nameContains: "sonje" },
      { order: { sort: "name" }, limit: 100, box: { minLongitude: moved.longitude, minLatitude: moved.latitude, maxLongitude: moved.longitude, maxLatitude: moved.latitude } },
    ];
    for (const query of everywhere) expect(index.page(query).places.map((place) => place.id)).not.toContain(moved.id);
    expect(index.idsOfAuthor(1).length + index.idsOfAuthor(2).length).toBe(49);
  });

  it("carries each page's JSON bytes, the same as the places written in full, in UTF-8", async () => {
    const { fill } = world(60);
    const index = await fill();
    const text = (bytes: Uint8Array | undefined) => (bytes === undefined ? undefined : Buffer.from(bytes).toString("utf8"));
    const page = index.page({ order: { sort: "name" }, limit: 25 });
    expect(text(jsonBytesOf(page.places))).toBe(JSON.stringify(page.places));
    const creole = index.page({ order: { sort: "name" }, limit: 5, nameContains: "jozè" });
    expect(creole.places.length).toBeGreaterThan(0);
    expect(text(jsonBytesOf(creole.places))).toBe(JSON.stringify(creole.places));
    expect(text(jsonBytesOf(index.page({ order: { sort: "name" }, limit: 1 }).places))).toBe(JSON.stringify(index.page({ order: { sort: "name" }, limit: 1 }).places));
    expect(jsonBytesOf([...page.places])).toBeUndefined();
    expect(text(jsonBytesOf(index.page({ order: { sort: "name" }, limit: 5, nameContains: "nowhere" }).places))).toBe("[]");
  });
});
