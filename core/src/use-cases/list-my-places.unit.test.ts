import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { MemoryPlaces } from "../testing/place-doubles";
import { makeListMyPlaces } from "./list-my-places";

describe("a member's own places", () => {
  it("lists theirs only, newest first, a refusal with its reason", async () => {
    const places = new MemoryPlaces();
    const submit = (authorId: number, name: string) =>
      places.submit({ authorId, name, description: null, photoUrl: null, latitude: 18.54, longitude: -72.34, region: "west" });
    const first = await submit(7, "Premye");
    await submit(8, "Lòt moun");
    await submit(7, "Dezyèm");
    places.setStatus(first.id, "rejected", "Pa egziste");

    const mine = await Effect.runPromise(makeListMyPlaces({ places })({ memberId: 7 }));
    expect(mine.map((place) => [place.name, place.status, place.rejectionReason])).toEqual([
      ["Dezyèm", "pending", null],
      ["Premye", "rejected", "Pa egziste"],
    ]);
  });
});
