import { Effect } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import type { CreateSafePlaceRequest, SafePlaceListQuery } from "../schemas/safe-places";
import { fixedClock } from "../ports/clock";
import { memorySafePlaces, type MemoryReportedPlaces } from "../testing/reported-place-doubles";
import type { SafePlaceFields } from "../ports/safe-places";
import type { SafePlaceCategory } from "../schemas/safe-places";
import { makeListSafePlaces } from "./list-safe-places";
import { makeSubmitSafePlace } from "./submit-safe-place";

const marie = { id: 7, role: "member" } as const;
const jean = { id: 8, role: "member" } as const;
const rose = { id: 9, role: "moderator" } as const;

let safePlaces: MemoryReportedPlaces<SafePlaceFields, SafePlaceCategory>;

beforeEach(() => {
  safePlaces = memorySafePlaces(new Map([[7, "Marie Joseph"], [8, "Jean Pierre"], [9, "Rose Moderatè"]]));
});

const add = async (reader: typeof marie | typeof jean, overrides: Partial<CreateSafePlaceRequest> = {}) =>
  (
    await Effect.runPromise(
      makeSubmitSafePlace({ safePlaces, clock: fixedClock(new Date("2026-03-01T10:00:00Z")) })({
        reader,
        request: { name: "Lopital Sen Mikèl", address: "Jérémie", description: "Ouvè 24/24.", latitude: 18.65, longitude: -74.11, category: "hospital", ...overrides },
      }),
    )
  ).id;

const list = (reader: { id: number; role: "member" | "moderator" }, query: SafePlaceListQuery = {}) =>
  Effect.runPromise(makeListSafePlaces({ safePlaces })({ reader, query }));

describe("listSafePlaces", () => {
  it("shows everyone the verified places, and each member their own pending or rejected ones with the reason", async () => {
    const verified = await add(jean, { name: "Komisarya Jeremi", category: "police" });
    const jeansPending = await add(jean, { name: "Abri Jean" });
    const jeansRejected = await add(jean, { name: "Abri ki pa egziste" });
    const mariesRejected = await add(marie, { name: "Legliz Sen Lwi", category: "religious" });
    const mariesPending = await add(marie, { name: "Biwo Sant Kominotè", category: "community" });
    safePlaces.setReview(verified, "approved");
    safePlaces.setReview(jeansRejected, "rejected", "Pa egziste.");
    safePlaces.setReview(mariesRejected, "rejected", "Adrès la pa bon.");

    const marieSees = await list(marie);
    expect(marieSees.map((place) => [place.id, place.verificationStatus, place.rejectionReason])).toEqual([
      [mariesPending, "pending", null],
      [verified, "verified", null],
      [mariesRejected, "unverified", "Adrès la pa bon."],
    ]);
    expect((await list(jean)).map((place) => place.id)).toEqual([jeansPending, jeansRejected, verified]);
    // A moderator reads the list as a member does: others' submissions wait in the review queue.
    expect((await list(rose)).map((place) => place.id)).toEqual([verified]);
  });

  it("says who may correct each place: its reporter and moderators", async () => {
    const place = await add(jean);
    safePlaces.setReview(place, "approved");
    expect((await list(jean))[0]).toMatchObject({ canEdit: true, reportedBy: "Jean Pierre" });
    expect((await list(marie))[0]).toMatchObject({ canEdit: false, reportedBy: "Jean Pierre" });
    expect((await list(rose))[0]?.canEdit).toBe(true);
  });

  it("searches the name, address and description with case and accents aside, every word", async () => {
    const hospital = await add(jean, { name: "Lopital Sen Mikèl", address: "Jérémie", description: "Ijans 24/24." });
    const police = await add(jean, { name: "Komisarya", address: "Port-de-Paix", description: "Polis nasyonal.", category: "police" });
    safePlaces.setReview(hospital, "approved");
    safePlaces.setReview(police, "approved");

    expect((await list(marie, { q: "jeremie" })).map((place) => place.id)).toEqual([hospital]);
    expect((await list(marie, { q: "MIKEL ijans" })).map((place) => place.id)).toEqual([hospital]);
    expect((await list(marie, { q: "mikel polis" })).map((place) => place.id)).toEqual([]);
    expect((await list(marie, { q: "  " })).map((place) => place.id)).toEqual([police, hospital]);
  });

  it("filters by category", async () => {
    const hospital = await add(jean);
    const police = await add(jean, { name: "Komisarya", category: "police" });
    safePlaces.setReview(hospital, "approved");
    safePlaces.setReview(police, "approved");
    expect((await list(marie, { category: "police" })).map((place) => place.id)).toEqual([police]);
  });
});
