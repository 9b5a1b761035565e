import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import type { SessionMember } from "../ports/session-store";
import { MemoryPlaces } from "../testing/place-doubles";
import { makeUpdatePlace } from "./update-place";

let places: MemoryPlaces;
const author: SessionMember = { id: 7, role: "member" };
const stranger: SessionMember = { id: 8, role: "member" };
const moderator: SessionMember = { id: 9, role: "moderator" };

beforeEach(() => {
  places = new MemoryPlaces();
});

const given = async (status: "pending" | "approved" | "rejected") => {
  const place = await places.submit({ authorId: 7, name: "Lekòl", description: "Ansyen", photoUrl: null, latitude: 18.54, longitude: -72.34, region: "west" });
  if (status !== "pending") places.setStatus(place.id, status, status === "rejected" ? "Pa klè" : null);
  return place.id;
};

const update = (placeId: number, requester: SessionMember, request: Parameters<ReturnType<typeof makeUpdatePlace>>[0]["request"]) =>
  Effect.runPromise(Effect.result(makeUpdatePlace({ places })({ placeId, requester, request })));

const failureCode = async (promise: ReturnType<typeof update>) => {
  const result = await promise;
  return Result.isFailure(result) ? result.failure.code : "succeeded";
};

describe("editing a place", () => {
  it("lets its author change what they name, an empty description clearing it", async () => {
    const id = await given("pending");
    const result = await update(id, author, { name: " Lekòl Nasyonal ", description: "" });
    if (!Result.isSuccess(result)) throw new Error("expected the edit");
    expect(result.success).toMatchObject({ name: "Lekòl Nasyonal", description: null, status: "pending" });
  });

  it("sends an author's change to a published or refused place back to review, its reason cleared", async () => {
    const approved = await given("approved");
    const rejected = await given("rejected");
    const first = await update(approved, author, { name: "Lekòl 2" });
    const second = await update(rejected, author, { description: "Nouvo" });
    if (!Result.isSuccess(first) || !Result.isSuccess(second)) throw new Error("expected the edits");
    expect(first.success).toMatchObject({ status: "pending", approved: false });
    expect(second.success).toMatchObject({ status: "pending", rejectionReason: null });
  });

  it("keeps a published place published when nothing changes or a moderator edits it", async () => {
    const id = await given("approved");
    const same = await update(id, author, { name: "Lekòl" });
    const byModerator = await update(id, moderator, { name: "Lekòl Leta" });
    if (!Result.isSuccess(same) || !Result.isSuccess(byModerator)) throw new Error("expected the edits");
    expect(same.success.status).toBe("approved");
    expect(byModerator.success).toMatchObject({ name: "Lekòl Leta", status: "approved" });
  });

  it("forbids another member (403) and changes nothing; an unknown place is 404", async () => {
    const id = await given("approved");
    expect(await failureCode(update(id, stranger, { name: "Pran l" }))).toBe("AUTH.FORBIDDEN");
    expect((await places.find(id))?.name).toBe("Lekòl");
    expect(await failureCode(update(999, author, { name: "X" }))).toBe("PLACE.NOT_FOUND");
  });
});
