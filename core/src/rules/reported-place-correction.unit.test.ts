import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { domainError } from "../errors/domain-error";
import { givenSafePlace, memorySafePlaces } from "../testing/reported-place-doubles";
import { reviewedSafePlaceFields } from "./safe-place-rules";
import { correctReportedPlace } from "./reported-place-correction";

const rules = {
  notFound: () => domainError("SAFE_PLACE.NOT_FOUND", "errors.safePlace.notFound"),
  reviewedFields: reviewedSafePlaceFields,
  changesFor: () => ({ name: "Lopital Sen-Mikèl" }),
};

const setUp = async () => {
  const store = memorySafePlaces();
  const { id } = await store.add(givenSafePlace, 7, new Date("2026-03-01T10:00:00Z"));
  store.setReview(id, "approved");
  return { store, id };
};

const correct = async (readerId: number, role: "member" | "moderator", idOffset = 0) => {
  const { store, id } = await setUp();
  const result = await Effect.runPromise(
    Effect.result(correctReportedPlace(store, { reader: { id: readerId, role }, id: id + idOffset, at: new Date("2026-03-02T10:00:00Z") }, rules)),
  );
  return { result, stored: await store.find(id) };
};

describe("correctReportedPlace", () => {
  it("takes its reporter's change, back to review", async () => {
    const { result } = await correct(7, "member");
    expect(Result.isSuccess(result) && result.success).toMatchObject({ name: "Lopital Sen-Mikèl", reviewStatus: "pending" });
  });

  it("takes a moderator's change, keeping the review", async () => {
    const { result } = await correct(9, "moderator");
    expect(Result.isSuccess(result) && result.success).toMatchObject({ name: "Lopital Sen-Mikèl", reviewStatus: "approved" });
  });

  it("refuses any other member with AUTH.FORBIDDEN and stores nothing", async () => {
    const { result, stored } = await correct(8, "member");
    expect(Result.isFailure(result) && result.failure.code).toBe("AUTH.FORBIDDEN");
    expect(stored?.name).toBe(givenSafePlace.name);
  });

  it("answers the kind's not found for an unknown id", async () => {
    const { result } = await correct(7, "member", 100);
    expect(Result.isFailure(result) && result.failure.code).toBe("SAFE_PLACE.NOT_FOUND");
  });
});
