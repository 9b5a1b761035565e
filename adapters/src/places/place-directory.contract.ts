import type { NewPlace, PlaceDirectory, PlaceListFilter } from "@kominote/core/ports/place-directory";
import type { PlaceCursor } from "@kominote/core/rules/place-cursor";
import { regionOf } from "@kominote/core/rules/place-region";
import type { ReviewStatus } from "@kominote/core/schemas/contributions";
import type { Location } from "@kominote/core/schemas/locations";
import { expect, it } from "vitest";

/** The directory over empty storage, and what the suite needs to fill it. */
export interface PlaceDirectoryHarness {
  readonly directory: PlaceDirectory;
  readonly given: {
    /** A member; answers their id and full name. */
    member(): Promise<{ id: number; fullName: string }>;
    /** What a moderator's verdict leaves on the place. */
    status(placeId: number, status: ReviewStatus, reason?: string): Promise<void>;
    createdAt(placeId: number, at: Date): Promise<void>;
  };
}

const place = (authorId: number, name: string, latitude = 18.54, longitude = -72.34, overrides: Partial<NewPlace> = {}): NewPlace => ({
  authorId,
  name,
  description: null,
  photoUrl: null,
  latitude,
  longitude,
  region: regionOf({ latitude, longitude }),
  ...overrides,
});

/** Every page of a list, following the cursors to the end. */
const allPages = async (directory: PlaceDirectory, filter: Omit<PlaceListFilter, "after">): Promise<string[][]> => {
  const pages: string[][] = [];
  let after: PlaceCursor | undefined;
  for (let guard = 0; guard < 50; guard++) {
    const page = await directory.list({ ...filter, ...(after === undefined ? {} : { after }) });
    pages.push(page.places.map((listed) => listed.name));
    if (page.next === null) return pages;
    after = page.next;
  }
  throw new Error("The cursors never ended");
};

const approved = { kind: "approved" } as const;

/** The promises of PlaceDirectory, registered inside the caller's describe. */
export const placeDirectoryContract = (fresh: () => Promise<PlaceDirectoryHarness>): void => {
  it("stores a submission pending review, read back whole with its author, and lists it only once approved", async () => {
    const { directory, given } = await fresh();
    const member = await given.member();
    const submitted = await directory.submit(place(member.id, "Mache Kwa-de-Bouke", 18.58, -72.22, { description: "Mache a", photoUrl: "/media/place-abcdefghij.webp" }));
    expect(submitted).toEqual<Location>({
      id: submitted.id,
      name: "Mache Kwa-de-Bouke",
      description: "Mache a",
      photoUrl: "/media/place-abcdefghij.webp",
      latitude: 18.58,
      longitude: -72.22,
      region: "west",
      approved: false,
      status: "pending",
      rejectionReason: null,
      authorName: member.fullName,
      createdAt: submitted.createdAt,
    });
    expect(await directory.find(submitted.id)).toEqual({ ...submitted, authorId: member.id });
    expect((await directory.list({ visibility: approved, order: { sort: "name" }, limit: 10 })).places).toEqual([]);

    await given.status(submitted.id, "approved");
    expect((await directory.list({ visibility: approved, order: { sort: "name" }, limit: 10 })).places).toEqual([
      { ...submitted, status: "approved", approved: true },
    ]);
    expect(await directory.find(999_999)).toBeNull();
  });

  it("shows each reader what the visibility says: approved, one's own, or both", async () => {
    const { directory, given } = await fresh();
    const author = await given.member();
    const other = await given.member();
    const mineApproved = await directory.submit(place(author.id, "A"));
    const minePending = await directory.submit(place(author.id, "B"));
    const mineRejected = await directory.submit(place(author.id, "C"));
    const theirsApproved = await directory.submit(place(other.id, "D"));
    await directory.submit(place(other.id, "E"));
    await given.status(mineApproved.id, "approved");
    await given.status(mineRejected.id, "rejected", "Se pa yon kote reyèl");
    await given.status(theirsApproved.id, "approved");
    const names = async (visibility: PlaceListFilter["visibility"]) =>
      (await directory.list({ visibility, order: { sort: "name" }, limit: 50 })).places.map((listed) => listed.name);

    expect(await names(approved)).toEqual(["A", "D"]);
    expect(await names({ kind: "mine", memberId: author.id })).toEqual(["A", "B", "C"]);
    expect(await names({ kind: "approvedAndMine", memberId: author.id })).toEqual(["A", "B", "C", "D"]);
    const rejected = (await directory.list({ visibility: { kind: "mine", memberId: author.id }, order: { sort: "name" }, limit: 50 })).places[2];
    expect(rejected).toMatchObject({ name: "C", status: "rejected", approved: false, rejectionReason: "Se pa yon kote reyèl" });
    expect(minePending.status).toBe("pending");
  });

  it("pages through every order without repeating or skipping a place, ties broken by id", async () => {
    const { directory, given } = await fresh();
    const member = await given.member();
    const specs: [string, number, number][] = [
      ["Église Sainte-Anne", 18.55, -72.33],
      ["eglise sainte-anne", 18.6, -72.3],
      ["Bibliyotèk", 19.76, -72.2],
      ["ayiti fè", 18.23, -72.53],
      ["Zanmi", 18.54, -72.34],
      ["Kafe", 18.54, -72.34],
      ["Mache", 19.1, -72.7],
    ];
    const ids: number[] = [];
    for (const [name, latitude, longitude] of specs) {
      const submitted = await directory.submit(place(member.id, name, latitude, longitude));
      await given.status(submitted.id, "approved");
      ids.push(submitted.id);
    }
    // Two places in the same millisecond: the id orders them.
    await given.createdAt(ids[0]!, new Date("2026-02-01T10:00:00.000Z"));
    await given.createdAt(ids[1]!, new Date("2026-02-01T10:00:00.000Z"));
    for (const [index, id] of ids.slice(2).entries()) await given.createdAt(id, new Date(Date.UTC(2026, 1, 2 + index)));

    const byName = await allPages(directory, { visibility: approved, order: { sort: "name" }, limit: 2 });
    expect(byName.map((page) => page.length)).toEqual([2, 2, 2, 1]);
    expect(byName.flat()).toEqual(["ayiti fè", "Bibliyotèk", "Église Sainte-Anne", "eglise sainte-anne", "Kafe", "Mache", "Zanmi"]);

    const recent = await allPages(directory, { visibility: approved, order: { sort: "recent" }, limit: 3 });
    expect(recent.flat()).toEqual(["Mache", "Kafe", "Zanmi", "ayiti fè", "Bibliyotèk", "eglise sainte-anne", "Église Sainte-Anne"]);

    const near = { latitude: 18.54, longitude: -72.34 };
    const nearest = await allPages(directory, { visibility: approved, order: { sort: "distance", near }, limit: 2 });
    expect(nearest.flat()).toEqual(["Zanmi", "Kafe", "Église Sainte-Anne", "eglise sainte-anne", "ayiti fè", "Mache", "Bibliyotèk"]);
    expect((await directory.list({ visibility: approved, order: { sort: "name" }, limit: 7 })).next).toBeNull();
  });

  it("filters by region, by the map's viewport and by words of the name, accents and case aside", async () => {
    const { directory, given } = await fresh();
    const member = await given.member();
    for (const [name, latitude, longitude] of [
      ["Katedral Okap", 19.76, -72.2],
      ["Lopital Jakmèl", 18.23, -72.53],
      ["Mache Petyonvil", 18.51, -72.29],
      ["Lekòl 100%_sèl", 18.52, -72.3],
    ] as const) {
      const submitted = await directory.submit(place(member.id, name, latitude, longitude));
      await given.status(submitted.id, "approved");
    }
    const names = async (extra: Partial<PlaceListFilter>) =>
      (await directory.list({ visibility: approved, order: { sort: "name" }, limit: 50, ...extra })).places.map((listed) => listed.name);

    expect(await names({ region: "north" })).toEqual(["Katedral Okap"]);
    expect(await names({ region: "south" })).toEqual(["Lopital Jakmèl"]);
    expect(await names({ box: { minLongitude: -72.4, minLatitude: 18.4, maxLongitude: -72.25, maxLatitude: 18.6 } })).toEqual(["Lekòl 100%_sèl", "Mache Petyonvil"]);
    expect(await names({ nameContains: "JAKMEL" })).toEqual(["Lopital Jakmèl"]);
    expect(await names({ nameContains: "100%_" })).toEqual(["Lekòl 100%_sèl"]);
    expect(await names({ nameContains: "0%s" })).toEqual([]);
    expect(await names({ region: "east" })).toEqual([]);
  });

  it("counts approved places, those with a photo and those created since a date", async () => {
    const { directory, given } = await fresh();
    const member = await given.member();
    const old = await directory.submit(place(member.id, "Old", 18.54, -72.34, { photoUrl: "/media/place-aaaaaaaaaa.webp" }));
    const fresh1 = await directory.submit(place(member.id, "New"));
    const pending = await directory.submit(place(member.id, "Pending", 18.54, -72.34, { photoUrl: "/media/place-bbbbbbbbbb.webp" }));
    await given.status(old.id, "approved");
    await given.status(fresh1.id, "approved");
    await given.createdAt(old.id, new Date("2026-01-01T00:00:00.000Z"));
    await given.createdAt(fresh1.id, new Date("2026-03-10T00:00:00.000Z"));
    await given.createdAt(pending.id, new Date("2026-03-10T00:00:00.000Z"));

    expect(await directory.summary(new Date("2026-03-05T00:00:00.000Z"))).toEqual({ approved: 2, withPhoto: 1, addedThisWeek: 1 });
  });

  it("lists an author's places newest first whatever their status, and edits keep what they do not name", async () => {
    const { directory, given } = await fresh();
    const member = await given.member();
    const first = await directory.submit(place(member.id, "Premye", 18.54, -72.34, { description: "Ansyen" }));
    const second = await directory.submit(place(member.id, "Dezyèm"));
    await given.createdAt(first.id, new Date("2026-01-01T00:00:00.000Z"));
    await given.createdAt(second.id, new Date("2026-01-02T00:00:00.000Z"));
    await given.status(first.id, "rejected", "Foto a pa klè");
    expect((await directory.listByAuthor(member.id)).map((listed) => [listed.name, listed.rejectionReason])).toEqual([
      ["Dezyèm", null],
      ["Premye", "Foto a pa klè"],
    ]);

    const edited = await directory.update(first.id, { name: "Premye Kote", status: "pending" });
    expect(edited).toMatchObject({ name: "Premye Kote", description: "Ansyen", status: "pending", rejectionReason: null });
    expect((await directory.list({ visibility: { kind: "mine", memberId: member.id }, order: { sort: "name" }, limit: 5, nameContains: "kote" })).places).toHaveLength(1);
    expect(await directory.update(first.id, { description: null })).toMatchObject({ name: "Premye Kote", description: null });
    expect(await directory.update(999_999, { name: "X" })).toBeNull();
  });
};
