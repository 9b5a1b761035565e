import type { ConnectionPointStore } from "@kominote/core/ports/connection-points";
import { givenConnectionPoint } from "@kominote/core/testing/reported-place-doubles";
import { expect, it } from "vitest";
import type { ReportedPlacesHarness } from "../reported-places/reported-places.contract";

const at = new Date("2026-03-01T10:00:00Z");

/** What ConnectionPointStore adds to every reported place's store: the map's figures. */
/** The store over empty storage, with the given helpers every reported place's suite uses. */
export interface ConnectionPointHarness {
  readonly store: ConnectionPointStore;
  readonly given: ReportedPlacesHarness<unknown, unknown>["given"];
}

export const connectionPointFiguresContract = (fresh: () => Promise<ConnectionPointHarness>): void => {
  it("counts the approved points, the active and free ones, and their mean speed; nothing else", async () => {
    const { store, given } = await fresh();
    const reporter = await given.member();
    const approve = async (speed: number, more: object = {}) => {
      const point = await store.add({ ...givenConnectionPoint, speed, ...more }, reporter.id, at);
      await given.review(point.id, "approved");
    };
    expect(await store.figures()).toEqual({ total: 0, active: 0, free: 0, meanSpeed: null });

    await approve(10);
    await approve(15.5, { status: "intermittent", isFree: false, requirements: "Peye" });
    await approve(12, { status: "inactive" });
    await store.add({ ...givenConnectionPoint, speed: 900 }, reporter.id, at);
    const rejected = await store.add({ ...givenConnectionPoint, speed: 900 }, reporter.id, at);
    await given.review(rejected.id, "rejected", "Pa egziste.");

    const figures = await store.figures();
    expect(figures).toMatchObject({ total: 3, active: 1, free: 2 });
    expect(figures.meanSpeed).toBeCloseTo(12.5, 10);
  });
};
