import type { ReportedPlaces } from "@kominote/core/ports/reported-places";
import { searchable } from "@kominote/core/rules/searchable-text";
import type { ReviewStatus } from "@kominote/core/schemas/contributions";
import { expect, it } from "vitest";

interface PlaceText {
  readonly name: string;
  readonly address: string;
  readonly description: string;
}

/** A kind's store over empty storage, and what the suite needs to fill it. */
export interface ReportedPlacesHarness<Fields, Kind> {
  readonly store: ReportedPlaces<Fields, Kind>;
  readonly given: {
    /** A member; answers their id and full name. */
    member(): Promise<{ id: number; fullName: string }>;
    /** What a moderator's verdict leaves on the place. */
    review(placeId: number, status: ReviewStatus, reason?: string): Promise<void>;
  };
}

/** What the suite writes: a place of the kind, and a change that gives it another kind. */
export interface ReportedPlaceSample<Fields, Kind> {
  readonly place: Fields;
  readonly kind: Kind;
  readonly otherKind: { readonly kind: Kind; readonly change: Partial<Fields> };
  /** A change of every other field of the kind's own, to see a correction write them all. */
  readonly everyOtherField: Partial<Fields>;
}

const at = (iso: string) => new Date(iso);

/** The promises of every reported place's store (safe places, connection points), registered inside the caller's describe. */
export const reportedPlacesContract = <Fields extends PlaceText, Kind>(
  fresh: () => Promise<ReportedPlacesHarness<Fields, Kind>>,
  sample: ReportedPlaceSample<Fields, Kind>,
): void => {
  const named = (name: string, more: Partial<Fields> = {}): Fields => ({ ...sample.place, name, ...more });

  it("stores a place pending review, read back whole with its reporter's name, shown to its reporter alone until approved", async () => {
    const { store, given } = await fresh();
    const reporter = await given.member();
    const reader = await given.member();
    const added = await store.add(sample.place, reporter.id, at("2026-03-01T10:00:00Z"));
    expect(added).toEqual({
      ...sample.place,
      id: added.id,
      reporterId: reporter.id,
      reporterName: reporter.fullName,
      reviewStatus: "pending",
      rejectionReason: null,
      reportedAt: "2026-03-01T10:00:00.000Z",
      updatedAt: "2026-03-01T10:00:00.000Z",
    });
    expect(await store.find(added.id)).toEqual(added);
    expect(await store.list({ readerId: reporter.id, words: [] })).toEqual([added]);
    expect(await store.list({ readerId: reader.id, words: [] })).toEqual([]);

    await given.review(added.id, "approved");
    expect(await store.list({ readerId: reader.id, words: [] })).toEqual([{ ...added, reviewStatus: "approved" }]);
  });

  it("lists the approved places and the reader's own, a rejected one with its reason, never another's unapproved, by name accents aside", async () => {
    const { store, given } = await fresh();
    const marie = await given.member();
    const jean = await given.member();
    const add = async (name: string, reporterId: number, status: ReviewStatus, reason?: string) => {
      const place = await store.add(named(name), reporterId, at("2026-03-01T10:00:00Z"));
      if (status !== "pending") await given.review(place.id, status, reason);
      return place.id;
    };
    const zone = await add("Zòn Sekirite", jean.id, "approved");
    const eglise = await add("Église Sen Lwi", jean.id, "approved");
    const abri = await add("abri sivil", jean.id, "approved");
    await add("Abri Jean", jean.id, "pending");
    await add("Abri ki pa egziste", jean.id, "rejected", "Pa egziste.");
    const mariesPending = await add("Biwo Marie", marie.id, "pending");
    const mariesRejected = await add("Eglise Marie", marie.id, "rejected", "Adrès la pa bon.");

    const seen = await store.list({ readerId: marie.id, words: [] });
    expect(seen.map((place) => [place.id, place.reviewStatus, place.rejectionReason])).toEqual([
      [abri, "approved", null],
      [mariesPending, "pending", null],
      [mariesRejected, "rejected", "Adrès la pa bon."],
      [eglise, "approved", null],
      [zone, "approved", null],
    ]);
  });

  it("narrows the list by kind and by words found in the name, address or description, case and accents aside", async () => {
    const { store, given } = await fresh();
    const reporter = await given.member();
    const add = async (place: Fields) => {
      const added = await store.add(place, reporter.id, at("2026-03-01T10:00:00Z"));
      await given.review(added.id, "approved");
      return added.id;
    };
    const jeremie = await add(named("Lopital Sen Mikèl", { address: "Jérémie", description: "Ijans 24/24." } as Partial<Fields>));
    const cayes = await add(named("Abri 100% sivil", { address: "Les Cayes", description: "Pou siklòn.", ...sample.otherKind.change } as Partial<Fields>));
    const search = (words: readonly string[], kind?: Kind) =>
      store.list({ readerId: reporter.id, words, ...(kind === undefined ? {} : { kind }) }).then((places) => places.map((place) => place.id));

    expect(await search(["jeremie"])).toEqual([jeremie]);
    expect(await search(["mikel", "ijans"])).toEqual([jeremie]);
    expect(await search(["siklon"])).toEqual([cayes]);
    expect(await search(["mikel", "siklon"])).toEqual([]);
    expect(await search(["100%"])).toEqual([cayes]);
    expect(await search(["1%"])).toEqual([]);
    expect(await search([], sample.kind)).toEqual([jeremie]);
    expect(await search([], sample.otherKind.kind)).toEqual([cayes]);
    expect(await search(["jeremie"], sample.otherKind.kind)).toEqual([]);
  });

  it("corrects the given fields only, moving the update time; keeping the review, or asking it again with the reason cleared", async () => {
    const { store, given } = await fresh();
    const reporter = await given.member();
    const added = await store.add(sample.place, reporter.id, at("2026-03-01T10:00:00Z"));
    await given.review(added.id, "approved");

    const kept = await store.correct(added.id, { ...sample.everyOtherField }, "keep", at("2026-03-02T10:00:00Z"));
    expect(kept).toEqual({ ...added, ...sample.everyOtherField, reviewStatus: "approved", updatedAt: "2026-03-02T10:00:00.000Z" });
    expect(await store.find(added.id)).toEqual(kept);

    await given.review(added.id, "rejected", "Pa bon.");
    const again = await store.correct(added.id, { name: "Non ki korije" } as Partial<Fields>, "again", at("2026-03-03T10:00:00Z"));
    expect(again).toMatchObject({ name: "Non ki korije", reviewStatus: "pending", rejectionReason: null, updatedAt: "2026-03-03T10:00:00.000Z" });
    expect((await store.list({ readerId: reporter.id, words: ["korije"] })).map((place) => place.id)).toEqual([added.id]);
    expect(await store.list({ readerId: reporter.id, words: [searchable(sample.place.name)] })).toEqual([]);
  });

  it("finds and corrects nothing for an unknown id", async () => {
    const { store } = await fresh();
    expect(await store.find(424242)).toBeUndefined();
    expect(await store.correct(424242, {}, "keep", at("2026-03-01T10:00:00Z"))).toBeUndefined();
  });
};
