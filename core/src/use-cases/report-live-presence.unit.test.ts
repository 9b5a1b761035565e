import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { liveMeetingWorld } from "../testing/live-doubles";
import { makeReportLivePresence } from "./report-live-presence";

describe("reporting presence", () => {
  it("counts a tab once, forgets it when it leaves, and says the count may have changed each time", async () => {
    let changes = 0;
    const world = liveMeetingWorld();
    const presence = makeReportLivePresence({ ...world, countChanged: () => void (changes += 1) });
    const tab = "7f1c2b9e-3a41-4c55-9d7e-2f3a4b5c6d7e";
    expect(await Effect.runPromise(presence({ viewerId: tab }))).toEqual({ viewerCount: 1 });
    expect(await Effect.runPromise(presence({ viewerId: tab }))).toEqual({ viewerCount: 1 });
    expect(await Effect.runPromise(presence({ viewerId: tab, leaving: true }))).toEqual({ viewerCount: 0 });
    expect(changes).toBe(3);
    expect(world.events.sent).toEqual([]);
  });
});
