import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../ports/clock";
import type { CreateConnectionPointRequest } from "../schemas/connection-points";
import { MemoryConnectionPoints } from "../testing/reported-place-doubles";
import { makeSubmitConnectionPoint } from "./submit-connection-point";

const request: CreateConnectionPointRequest = {
  name: "Wifi Bibliyotèk",
  address: "Okap",
  description: "Wifi nan bibliyotèk minisipal la.",
  latitude: 19.7578123456,
  longitude: -72.2043123456,
  connectionType: "wifi",
  speed: 25.5,
};

const submit = async (overrides: Partial<CreateConnectionPointRequest> = {}) => {
  const connectionPoints = new MemoryConnectionPoints(new Map([[7, "Marie Joseph"]]));
  const point = await Effect.runPromise(
    makeSubmitConnectionPoint({ connectionPoints, clock: fixedClock(new Date("2026-03-01T10:00:00Z")) })({
      reader: { id: 7, role: "member" },
      request: { ...request, ...overrides },
    }),
  );
  return { point, connectionPoints };
};

describe("submitConnectionPoint", () => {
  it("stores the member's point active, tested now, public and free, pending verification", async () => {
    const { point, connectionPoints } = await submit();
    expect(point).toEqual({
      id: point.id,
      name: "Wifi Bibliyotèk",
      address: "Okap",
      description: "Wifi nan bibliyotèk minisipal la.",
      latitude: 19.757812,
      longitude: -72.204312,
      connectionType: "wifi",
      speed: 25.5,
      reliability: 0,
      isPublic: true,
      isFree: true,
      requirements: null,
      reportedBy: "Marie Joseph",
      reportedAt: "2026-03-01T10:00:00.000Z",
      lastTested: "2026-03-01T10:00:00.000Z",
      status: "active",
      verificationStatus: "pending",
      rejectionReason: null,
      canEdit: true,
    });
    expect(connectionPoints.places[0]?.reporterId).toBe(7);
  });

  it("keeps requirements only for a point that is not free", async () => {
    expect((await submit({ isFree: true, requirements: "Peye 50 goud" })).point.requirements).toBeNull();
    expect((await submit({ isFree: false, requirements: " Peye 50 goud " })).point).toMatchObject({ isFree: false, requirements: "Peye 50 goud" });
  });

  it("keeps the reliability and privacy given", async () => {
    expect((await submit({ reliability: 4, isPublic: false })).point).toMatchObject({ reliability: 4, isPublic: false });
  });
});
