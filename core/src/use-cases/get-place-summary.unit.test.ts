import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../ports/clock";
import { MemoryPlaces } from "../testing/place-doubles";
import { makeGetPlaceSummary } from "./get-place-summary";

describe("the map's figures", () => {
  it("counts approved places, those with a photo, and those of the last seven days", async () => {
    const places = new MemoryPlaces();
    const submit = async (name: string, createdAt: string, photoUrl: string | null, approve = true) => {
      const place = await places.submit({ authorId: 7, name, description: null, photoUrl, latitude: 18.54, longitude: -72.34, region: "west" });
      places.setCreatedAt(place.id, new Date(createdAt));
      if (approve) places.setStatus(place.id, "approved");
    };
    await submit("Eight days ago", "2026-03-02T11:59:59.000Z", "/media/place-aaaaaaaaaa.webp");
    await submit("Seven days ago", "2026-03-03T12:00:00.000Z", null);
    await submit("Today", "2026-03-10T09:00:00.000Z", "/media/place-bbbbbbbbbb.webp");
    await submit("Pending", "2026-03-10T09:00:00.000Z", "/media/place-cccccccccc.webp", false);

    const summary = await Effect.runPromise(makeGetPlaceSummary({ places, clock: fixedClock(new Date("2026-03-10T12:00:00.000Z")) })());
    expect(summary).toEqual({ approved: 3, withPhoto: 2, addedThisWeek: 2 });
  });
});
