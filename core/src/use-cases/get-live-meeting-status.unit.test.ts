import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { liveMeetingWorld } from "../testing/live-doubles";
import { makeGetLiveMeetingStatus } from "./get-live-meeting-status";

describe("reading the live meeting's status", () => {
  it("gives no meeting while off, the meeting and the viewers while live", async () => {
    const world = liveMeetingWorld();
    const read = makeGetLiveMeetingStatus(world);
    await world.presence.touch("tab-a", world.clock.now());
    expect(await Effect.runPromise(read())).toEqual({ isLive: false, meetingId: null, meetingUrl: null, startedAt: null, viewerCount: 1 });
    await world.broadcasts.start(4, world.clock.now());
    expect(await Effect.runPromise(read())).toMatchObject({ isLive: true, meetingId: "Kominote", viewerCount: 1 });
    expect(world.events.sent).toEqual([]);
  });
});
