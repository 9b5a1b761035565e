import { describe, expect, it } from "vitest";
import { Effect } from "effect";
import type { ConnectionPointListQuery } from "../schemas/connection-points";
import { givenConnectionPoint, MemoryConnectionPoints } from "../testing/reported-place-doubles";
import { makeListConnectionPoints } from "./list-connection-points";

const at = new Date("2026-03-01T10:00:00Z");

const wifi = givenConnectionPoint;

const list = (points: MemoryConnectionPoints, readerId: number, query: ConnectionPointListQuery = {}) =>
  Effect.runPromise(makeListConnectionPoints({ connectionPoints: points })({ reader: { id: readerId, role: "member" }, query }));

describe("listConnectionPoints", () => {
  it("shows everyone the verified points whatever their status, and each member their own unverified ones", async () => {
    const points = new MemoryConnectionPoints(new Map([[7, "Marie Joseph"], [8, "Jean Pierre"]]));
    const inactive = (await points.add({ ...wifi, name: "Sibè Okap", status: "inactive" }, 8, at)).id;
    const intermittent = (await points.add({ ...wifi, name: "Antèn 4G", connectionType: "4g", status: "intermittent" }, 8, at)).id;
    const jeansPending = (await points.add({ ...wifi, name: "Wifi Jean" }, 8, at)).id;
    const mariesRejected = (await points.add({ ...wifi, name: "Wifi Marie" }, 7, at)).id;
    points.setReview(inactive, "approved");
    points.setReview(intermittent, "approved");
    points.setReview(mariesRejected, "rejected", "Pa jwenn li.");

    expect((await list(points, 7)).map((point) => [point.name, point.status, point.verificationStatus, point.rejectionReason])).toEqual([
      ["Antèn 4G", "intermittent", "verified", null],
      ["Sibè Okap", "inactive", "verified", null],
      ["Wifi Marie", "active", "unverified", "Pa jwenn li."],
    ]);
    expect((await list(points, 8)).map((point) => point.id)).toEqual([intermittent, inactive, jeansPending]);
  });

  it("filters by connection type and searches words with accents aside", async () => {
    const points = new MemoryConnectionPoints();
    const fourG = (await points.add({ ...wifi, name: "Antèn 4G", connectionType: "4g", address: "Pétion-Ville", description: "Antèn sou mòn nan." }, 8, at)).id;
    const square = (await points.add(wifi, 8, at)).id;
    points.setReview(fourG, "approved");
    points.setReview(square, "approved");

    expect((await list(points, 7, { connectionType: "4g" })).map((point) => point.id)).toEqual([fourG]);
    expect((await list(points, 7, { q: "petion" })).map((point) => point.id)).toEqual([fourG]);
    expect((await list(points, 7, { q: "PLAS lib" })).map((point) => point.id)).toEqual([square]);
    expect((await list(points, 7, { q: "plas", connectionType: "4g" })).map((point) => point.id)).toEqual([]);
  });
});
