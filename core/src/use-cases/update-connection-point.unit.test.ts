import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../ports/clock";
import type { UpdateConnectionPointRequest } from "../schemas/connection-points";
import type { Role } from "../schemas/users";
import { givenConnectionPoint, MemoryConnectionPoints } from "../testing/reported-place-doubles";
import { makeUpdateConnectionPoint } from "./update-connection-point";

let connectionPoints: MemoryConnectionPoints;
let pointId: number;

beforeEach(async () => {
  connectionPoints = new MemoryConnectionPoints(new Map([[7, "Marie Joseph"]]));
  pointId = (await connectionPoints.add(givenConnectionPoint, 7, new Date("2026-03-01T10:00:00Z"))).id;
  connectionPoints.setReview(pointId, "approved");
});

const update = (id: number, request: UpdateConnectionPointRequest, reader: { id: number; role: Role } = { id: 7, role: "member" }) =>
  Effect.runPromise(
    Effect.result(makeUpdateConnectionPoint({ connectionPoints, clock: fixedClock(new Date("2026-03-05T08:00:00Z")) })({ reader, id, request })),
  );

const success = <A, E extends { code: string }>(result: Result.Result<A, E>): A => {
  if (!Result.isSuccess(result)) throw new Error(`expected a success, got ${result.failure.code}`);
  return result.success;
};

describe("updateConnectionPoint", () => {
  it("takes a new status, speed or reliability as a new test, keeping the point verified", async () => {
    const point = success(await update(pointId, { status: "intermittent", speed: 4 }));
    expect(point).toMatchObject({ status: "intermittent", speed: 4, verificationStatus: "verified", lastTested: "2026-03-05T08:00:00.000Z" });
  });

  it("sends the reporter's change of what a moderator checked back to review, without a new test", async () => {
    const point = success(await update(pointId, { name: "Wifi Plas Dam (Palè)" }));
    expect(point).toMatchObject({ name: "Wifi Plas Dam (Palè)", verificationStatus: "pending", lastTested: givenConnectionPoint.lastTested });
  });

  it("keeps requirements only while the point is not free", async () => {
    const paid = success(await update(pointId, { isFree: false, requirements: "Kat manm" }, { id: 9, role: "moderator" }));
    expect(paid.requirements).toBe("Kat manm");
    const renamed = success(await update(pointId, { name: "Wifi Palè" }, { id: 9, role: "moderator" }));
    expect(renamed.requirements).toBe("Kat manm");
    const free = success(await update(pointId, { isFree: true }, { id: 9, role: "moderator" }));
    expect(free.requirements).toBeNull();
    const stillFree = success(await update(pointId, { requirements: "Kat manm" }, { id: 9, role: "moderator" }));
    expect(stillFree.requirements).toBeNull();
  });

  it("lets a moderator correct another member's point, keeping it verified", async () => {
    const point = success(await update(pointId, { connectionType: "cable" }, { id: 9, role: "moderator" }));
    expect(point).toMatchObject({ connectionType: "cable", verificationStatus: "verified", canEdit: true });
  });

  it("refuses another member with 403 and changes nothing", async () => {
    const result = await update(pointId, { status: "inactive" }, { id: 8, role: "member" });
    expect(Result.isFailure(result) && result.failure.code).toBe("AUTH.FORBIDDEN");
    expect((await connectionPoints.find(pointId))?.status).toBe("active");
  });

  it("answers not found for an unknown point", async () => {
    const result = await update(pointId + 100, { status: "inactive" });
    expect(Result.isFailure(result) && result.failure.code).toBe("CONNECTION_POINT.NOT_FOUND");
  });
});
