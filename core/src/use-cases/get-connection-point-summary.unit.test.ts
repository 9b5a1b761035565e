import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { givenConnectionPoint as wifi, MemoryConnectionPoints } from "../testing/reported-place-doubles";
import { makeGetConnectionPointSummary } from "./get-connection-point-summary";

const at = new Date("2026-03-01T10:00:00Z");

describe("getConnectionPointSummary", () => {
  it("counts the verified points, the active and free ones, and their mean speed rounded", async () => {
    const points = new MemoryConnectionPoints();
    const approve = async (overrides: Partial<typeof wifi>) => points.setReview((await points.add({ ...wifi, ...overrides }, 7, at)).id, "approved");
    await approve({ speed: 10 });
    await approve({ speed: 15, status: "intermittent", isFree: false, requirements: "Peye" });
    await approve({ speed: 12, status: "inactive" });
    // Pending and rejected points count for nothing.
    await points.add({ ...wifi, speed: 1000 }, 7, at);
    points.setReview((await points.add({ ...wifi, speed: 1000 }, 7, at)).id, "rejected", "Pa egziste.");

    expect(await Effect.runPromise(makeGetConnectionPointSummary({ connectionPoints: points })())).toEqual({
      total: 3,
      active: 1,
      free: 2,
      averageSpeed: 12, // 37 / 3 = 12.33
    });
  });

  it("is all zeros before any point is verified", async () => {
    const points = new MemoryConnectionPoints();
    await points.add(wifi, 7, at);
    expect(await Effect.runPromise(makeGetConnectionPointSummary({ connectionPoints: points })())).toEqual({ total: 0, active: 0, free: 0, averageSpeed: 0 });
  });
});
