import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import type { SessionMember } from "../ports/session-store";
import { MemoryPlaces } from "../testing/place-doubles";
import { makeGetPlace } from "./get-place";

const setup = async () => {
  const places = new MemoryPlaces();
  const submit = (name: string) => places.submit({ authorId: 7, name, description: null, photoUrl: null, latitude: 18.54, longitude: -72.34, region: "west" });
  const approved = await submit("Pak");
  const pending = await submit("Plas");
  const rejected = await submit("Mache");
  places.setStatus(approved.id, "approved");
  places.setStatus(rejected.id, "rejected", "Doub");
  const read = async (placeId: number, viewer: SessionMember | null) => {
    const result = await Effect.runPromise(Effect.result(makeGetPlace({ places })({ placeId, viewer })));
    return Result.isSuccess(result) ? result.success : result.failure.code;
  };
  return { approved: approved.id, pending: pending.id, rejected: rejected.id, read };
};

describe("reading one place", () => {
  it("shows an approved place to anyone, without its author's id", async () => {
    const { approved, read } = await setup();
    const place = await read(approved, null);
    expect(place).toMatchObject({ name: "Pak", status: "approved" });
    expect(place).not.toHaveProperty("authorId");
  });

  it("shows a pending or refused place to its author and moderators only, as missing to anyone else", async () => {
    const { pending, rejected, read } = await setup();
    expect(await read(pending, null)).toBe("PLACE.NOT_FOUND");
    expect(await read(pending, { id: 8, role: "member" })).toBe("PLACE.NOT_FOUND");
    expect(await read(pending, { id: 7, role: "member" })).toMatchObject({ name: "Plas", status: "pending" });
    expect(await read(rejected, { id: 9, role: "moderator" })).toMatchObject({ status: "rejected", rejectionReason: "Doub" });
    expect(await read(404, { id: 9, role: "admin" })).toBe("PLACE.NOT_FOUND");
  });
});
