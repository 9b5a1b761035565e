import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { liveMeetingNow, liveMeetingWorld } from "../testing/live-doubles";
import { makeStartLiveMeeting } from "./start-live-meeting";

describe("starting the live meeting", () => {
  it("pushes the status to every page when it starts, and not again when started twice", async () => {
    const world = liveMeetingWorld();
    const start = makeStartLiveMeeting(world);
    const first = await Effect.runPromise(start({ moderatorId: 4 }));
    const again = await Effect.runPromise(start({ moderatorId: 5 }));
    expect(first).toEqual({ isLive: true, meetingId: "Kominote", meetingUrl: "https://meet.jit.si/Kominote", startedAt: liveMeetingNow.toISOString(), viewerCount: 0 });
    expect(again).toEqual(first);
    expect(world.events.sent).toEqual([{ userId: "public", event: { type: "liveStatus", status: first } }]);
  });
});
