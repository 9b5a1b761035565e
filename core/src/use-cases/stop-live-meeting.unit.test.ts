import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { liveMeetingWorld } from "../testing/live-doubles";
import { makeStartLiveMeeting } from "./start-live-meeting";
import { makeStopLiveMeeting } from "./stop-live-meeting";

describe("stopping the live meeting", () => {
  it("pushes the end once, and a stop while off changes nothing", async () => {
    const world = liveMeetingWorld();
    const stop = makeStopLiveMeeting(world);
    await Effect.runPromise(makeStartLiveMeeting(world)({ moderatorId: 4 }));
    const stopped = await Effect.runPromise(stop({ moderatorId: 4 }));
    await Effect.runPromise(stop({ moderatorId: 4 }));
    expect(stopped).toMatchObject({ isLive: false, meetingUrl: null, meetingId: null });
    expect(world.events.sent.map(({ event }) => (event.type === "liveStatus" ? event.status.isLive : null))).toEqual([true, false]);
  });

  it("tells no one when nothing was live", async () => {
    const world = liveMeetingWorld();
    expect((await Effect.runPromise(makeStopLiveMeeting(world)({ moderatorId: 4 }))).isLive).toBe(false);
    expect(world.events.sent).toEqual([]);
  });
});
