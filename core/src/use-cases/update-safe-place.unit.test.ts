import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../ports/clock";
import type { SafePlaceFields } from "../ports/safe-places";
import type { SafePlaceCategory, UpdateSafePlaceRequest } from "../schemas/safe-places";
import type { Role } from "../schemas/users";
import { givenSafePlace, memorySafePlaces, type MemoryReportedPlaces } from "../testing/reported-place-doubles";
import { makeUpdateSafePlace } from "./update-safe-place";

let safePlaces: MemoryReportedPlaces<SafePlaceFields, SafePlaceCategory>;
let placeId: number;

const fields = givenSafePlace;

beforeEach(async () => {
  safePlaces = memorySafePlaces(new Map([[7, "Marie Joseph"]]));
  placeId = (await safePlaces.add(fields, 7, new Date("2026-03-01T10:00:00Z"))).id;
  safePlaces.setReview(placeId, "approved");
});

const update = (id: number, request: UpdateSafePlaceRequest, reader: { id: number; role: Role } = { id: 7, role: "member" }) =>
  Effect.runPromise(Effect.result(makeUpdateSafePlace({ safePlaces, clock: fixedClock(new Date("2026-03-02T08:00:00Z")) })({ reader, id, request })));

const success = <A, E extends { code: string }>(result: Result.Result<A, E>): A => {
  if (!Result.isSuccess(result)) throw new Error(`expected a success, got ${result.failure.code}`);
  return result.success;
};

describe("updateSafePlace", () => {
  it("lets its reporter correct it; the change goes back to review", async () => {
    const place = success(await update(placeId, { name: "Lopital Sen-Mikèl", tags: [" ijans ", "Gratis"] }));
    expect(place).toMatchObject({
      name: "Lopital Sen-Mikèl",
      tags: ["ijans", "Gratis"],
      address: "Jérémie",
      verificationStatus: "pending",
      lastUpdated: "2026-03-02T08:00:00.000Z",
      reportedAt: "2026-03-01T10:00:00.000Z",
    });
  });

  it("keeps the place verified when the reporter sends what it already says", async () => {
    const place = success(await update(placeId, { name: fields.name, tags: ["ijans"] }));
    expect(place.verificationStatus).toBe("verified");
  });

  it("submits a rejected place again when its reporter corrects it, its reason gone", async () => {
    safePlaces.setReview(placeId, "rejected", "Adrès la pa bon.");
    const place = success(await update(placeId, { address: "Rue Stenio Vincent, Jérémie" }));
    expect(place).toMatchObject({ verificationStatus: "pending", rejectionReason: null });
  });

  it("lets a moderator correct another member's place, keeping it verified", async () => {
    const place = success(await update(placeId, { category: "shelter" }, { id: 9, role: "moderator" }));
    expect(place).toMatchObject({ category: "shelter", verificationStatus: "verified", canEdit: true });
  });

  it("refuses another member with 403 and changes nothing", async () => {
    const result = await update(placeId, { name: "Pa m" }, { id: 8, role: "member" });
    expect(Result.isFailure(result) && result.failure.code).toBe("AUTH.FORBIDDEN");
    expect((await safePlaces.find(placeId))?.name).toBe("Lopital Sen Mikèl");
  });

  it("answers not found for an unknown place", async () => {
    const result = await update(placeId + 100, { name: "Okenn" });
    expect(Result.isFailure(result) && result.failure.code).toBe("SAFE_PLACE.NOT_FOUND");
  });
});
