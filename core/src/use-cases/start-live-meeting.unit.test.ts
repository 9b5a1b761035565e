import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../ports/clock";
import type { Broadcast, LiveBroadcasts } from "../ports/live-broadcasts";
import type { PresenceStore } from "../ports/presence-store";
import { recordingEvents } from "../testing/notification-doubles";
import { makeReportLivePresence } from "./report-live-presence";
import { makeStartLiveMeeting } from "./start-live-meeting";
import { makeStopLiveMeeting } from "./stop-live-meeting";

const now = new Date("2026-05-01T18:00:00.000Z");

/** One broadcast at most, as the table's index keeps it. */
const memoryBroadcasts = (): LiveBroadcasts => {
  let live: Broadcast | null = null;
  let next = 1;
  return {
    current: () => Promise.resolve(live),
    start: (by, at) => {
      if (live !== null) return Promise.resolve({ broadcast: live, started: false });
      live = { id: next++, startedBy: by, startedAt: at };
      return Promise.resolve({ broadcast: live, started: true });
    },
    stop: () => {
      const stopped = live !== null;
      live = null;
      return Promise.resolve({ stopped });
    },
  };
};

const memoryPresence = (): PresenceStore & { readonly tabs: Set<string> } => {
  const tabs = new Set<string>();
  return {
    tabs,
    touch: (viewerId) => Promise.resolve(void tabs.add(viewerId)),
    leave: (viewerId) => Promise.resolve(void tabs.delete(viewerId)),
    count: () => Promise.resolve(tabs.size),
  };
};

const world = () => {
  const events = recordingEvents();
  const presence = memoryPresence();
  let changes = 0;
  const deps = { broadcasts: memoryBroadcasts(), presence, events, clock: fixedClock(now), settings: { baseUrl: "https://meet.jit.si", meetingId: "Kominote" } };
  return {
    events,
    changes: () => changes,
    start: makeStartLiveMeeting(deps),
    stop: makeStopLiveMeeting(deps),
    presence: makeReportLivePresence({ ...deps, countChanged: () => void (changes += 1) }),
  };
};

describe("starting and stopping the live meeting", () => {
  it("pushes the status to every page when it starts, and not again when started twice", async () => {
    const { start, events } = world();
    const first = await Effect.runPromise(start({ moderatorId: 4 }));
    const again = await Effect.runPromise(start({ moderatorId: 5 }));
    expect(first).toEqual({ isLive: true, meetingId: "Kominote", meetingUrl: "https://meet.jit.si/Kominote", startedAt: now.toISOString(), viewerCount: 0 });
    expect(again).toEqual(first);
    expect(events.sent).toEqual([{ userId: "public", event: { type: "liveStatus", status: first } }]);
  });

  it("pushes the end once, and a stop while off changes nothing", async () => {
    const { start, stop, events } = world();
    await Effect.runPromise(start({ moderatorId: 4 }));
    const stopped = await Effect.runPromise(stop({ moderatorId: 4 }));
    await Effect.runPromise(stop({ moderatorId: 4 }));
    expect(stopped.isLive).toBe(false);
    expect(events.sent.map(({ event }) => (event.type === "liveStatus" ? event.status.isLive : null))).toEqual([true, false]);
  });
});

describe("reporting presence", () => {
  it("counts a tab once, forgets it when it leaves, and says the count may have changed each time", async () => {
    const { presence, changes } = world();
    const tab = "7f1c2b9e-3a41-4c55-9d7e-2f3a4b5c6d7e";
    expect(await Effect.runPromise(presence({ viewerId: tab }))).toEqual({ viewerCount: 1 });
    expect(await Effect.runPromise(presence({ viewerId: tab }))).toEqual({ viewerCount: 1 });
    expect(await Effect.runPromise(presence({ viewerId: tab, leaving: true }))).toEqual({ viewerCount: 0 });
    expect(changes()).toBe(3);
  });
});
