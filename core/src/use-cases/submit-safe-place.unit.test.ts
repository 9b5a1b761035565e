import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../ports/clock";
import { memorySafePlaces } from "../testing/reported-place-doubles";
import { makeSubmitSafePlace } from "./submit-safe-place";

describe("submitSafePlace", () => {
  it("stores the member's place pending verification, named after them, rated 0 and untagged unless said", async () => {
    const safePlaces = memorySafePlaces(new Map([[7, "Marie Joseph"]]));
    const submit = makeSubmitSafePlace({ safePlaces, clock: fixedClock(new Date("2026-03-01T10:00:00Z")) });
    const place = await Effect.runPromise(
      submit({
        reader: { id: 7, role: "member" },
        request: { name: "Abri Sivil", address: "Les Cayes", description: "Abri pou siklòn.", latitude: 18.1934567891, longitude: -73.7501234567, category: "shelter" },
      }),
    );
    expect(place).toEqual({
      id: place.id,
      name: "Abri Sivil",
      address: "Les Cayes",
      description: "Abri pou siklòn.",
      latitude: 18.193457,
      longitude: -73.750123,
      category: "shelter",
      verificationStatus: "pending",
      reportedBy: "Marie Joseph",
      reportedAt: "2026-03-01T10:00:00.000Z",
      lastUpdated: "2026-03-01T10:00:00.000Z",
      safetyRating: 0,
      tags: [],
      rejectionReason: null,
      canEdit: true,
    });
    expect(safePlaces.places[0]?.reporterId).toBe(7);
  });

  it("keeps the rating given and the tags trimmed, each once", async () => {
    const safePlaces = memorySafePlaces();
    const place = await Effect.runPromise(
      makeSubmitSafePlace({ safePlaces, clock: fixedClock(new Date("2026-03-01T10:00:00Z")) })({
        reader: { id: 7, role: "member" },
        request: {
          name: "Abri",
          address: "Okap",
          description: "Abri.",
          latitude: 19.75,
          longitude: -72.2,
          category: "shelter",
          safetyRating: 4.5,
          tags: [" 24/24 ", "Gratis", "gratis"],
        },
      }),
    );
    expect(place).toMatchObject({ safetyRating: 4.5, tags: ["24/24", "Gratis"] });
  });
});
