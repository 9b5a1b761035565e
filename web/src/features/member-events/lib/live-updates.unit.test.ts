import type { ServerEvent } from "@kominote/core/schemas/events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  pollIntervalsMs,
  startLiveUpdates,
  streamRetryMs,
  type EventStreamCallbacks,
  type LiveChannel,
  type OpenEventStream,
  type PageVisibility,
} from "./live-updates";

/** A page whose visibility the test switches. */
const fakeVisibility = (visible = true) => {
  let isVisible = visible;
  const listeners = new Set<() => void>();
  const visibility: PageVisibility = {
    isVisible: () => isVisible,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: boolean): void => {
    isVisible = next;
    for (const listener of listeners) listener();
  };
  return { visibility, hide: () => set(false), show: () => set(true), listenerCount: () => listeners.size };
};

/** An event stream the test opens, fails and feeds. */
const fakeStream = () => {
  const opened: { callbacks: EventStreamCallbacks; closed: boolean }[] = [];
  const open: OpenEventStream = (callbacks) => {
    const entry = { callbacks, closed: false };
    opened.push(entry);
    return { close: () => void (entry.closed = true) };
  };
  const latest = () => {
    const entry = opened.at(-1);
    if (entry === undefined) throw new Error("no stream was opened");
    return entry;
  };
  return { open, opened, latest };
};

const statsEvent: ServerEvent = { type: "stats", data: { totalPoints: 120, weeklyPoints: 20, rank: 3, totalContributions: 4 } };

let refreshed: LiveChannel[];
const refresh = (channel: LiveChannel): void => void refreshed.push(channel);
const count = (channel: LiveChannel): number => refreshed.filter((each) => each === channel).length;

beforeEach(() => {
  vi.useFakeTimers();
  refreshed = [];
});
afterEach(() => vi.useRealTimers());

describe("startLiveUpdates with a working stream", () => {
  it("opens one stream, hands its events on, and does not poll", () => {
    const stream = fakeStream();
    const events: ServerEvent[] = [];
    const live = startLiveUpdates({ openStream: stream.open, visibility: fakeVisibility().visibility, refresh, onEvent: (event) => events.push(event) });
    stream.latest().callbacks.onOpen();
    stream.latest().callbacks.onEvent(statsEvent);
    vi.advanceTimersByTime(60_000);
    expect(stream.opened).toHaveLength(1);
    expect(events).toEqual([statsEvent]);
    expect(refreshed).toEqual([]);
    expect(live.mode()).toBe("stream");
    live.stop();
    expect(stream.latest().closed).toBe(true);
  });
});

describe("the polling fallback", () => {
  it("polls stats every 5 s, recent points every 2 s and notifications every 30 s where there is no EventSource", () => {
    const live = startLiveUpdates({ openStream: null, visibility: fakeVisibility().visibility, refresh, onEvent: () => undefined });
    expect(live.mode()).toBe("polling");
    vi.advanceTimersByTime(1_999);
    expect(refreshed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(refreshed).toEqual(["recentPoints"]);
    vi.advanceTimersByTime(30_000 - 2_000);
    expect(count("recentPoints")).toBe(15);
    expect(count("stats")).toBe(6);
    expect(count("notifications")).toBe(1);
    expect(pollIntervalsMs).toEqual({ stats: 5_000, recentPoints: 2_000, notifications: 30_000 });
    live.stop();
    vi.advanceTimersByTime(60_000);
    expect(refreshed).toHaveLength(22);
  });

  it("switches to polling when the stream fails, closes it, and tries the stream again a minute later", () => {
    const stream = fakeStream();
    const live = startLiveUpdates({ openStream: stream.open, visibility: fakeVisibility().visibility, refresh, onEvent: () => undefined });
    stream.latest().callbacks.onError();
    expect(stream.opened[0]?.closed).toBe(true);
    expect(live.mode()).toBe("polling");
    vi.advanceTimersByTime(5_000);
    expect(count("stats")).toBe(1);

    vi.advanceTimersByTime(streamRetryMs - 5_000);
    expect(stream.opened).toHaveLength(2);
    // Polling goes on until the new stream is really open, then everything is fetched once.
    refreshed = [];
    vi.advanceTimersByTime(2_000);
    expect(count("recentPoints")).toBe(1);
    stream.latest().callbacks.onOpen();
    expect([...refreshed].sort()).toEqual(["notifications", "recentPoints", "recentPoints", "stats"].sort());
    refreshed = [];
    vi.advanceTimersByTime(60_000);
    expect(refreshed).toEqual([]);
    expect(live.mode()).toBe("stream");
    live.stop();
  });

  it("ignores what a closed stream still reports", () => {
    const stream = fakeStream();
    const events: ServerEvent[] = [];
    const live = startLiveUpdates({ openStream: stream.open, visibility: fakeVisibility().visibility, refresh, onEvent: (event) => events.push(event) });
    const first = stream.latest();
    first.callbacks.onError();
    first.callbacks.onEvent(statsEvent);
    first.callbacks.onError();
    vi.advanceTimersByTime(streamRetryMs);
    expect(events).toEqual([]);
    expect(stream.opened).toHaveLength(2);
    live.stop();
  });
});

describe("a hidden tab", () => {
  it("neither polls nor keeps the stream, and fetches everything once then resumes when shown", () => {
    const page = fakeVisibility();
    const live = startLiveUpdates({ openStream: null, visibility: page.visibility, refresh, onEvent: () => undefined });
    page.hide();
    expect(live.mode()).toBe("paused");
    vi.advanceTimersByTime(120_000);
    expect(refreshed).toEqual([]);
    page.show();
    expect([...refreshed].sort()).toEqual(["notifications", "recentPoints", "stats"]);
    vi.advanceTimersByTime(2_000);
    expect(count("recentPoints")).toBe(2);
    live.stop();
  });

  it("closes the stream while hidden and opens a new one when shown", () => {
    const page = fakeVisibility();
    const stream = fakeStream();
    const live = startLiveUpdates({ openStream: stream.open, visibility: page.visibility, refresh, onEvent: () => undefined });
    page.hide();
    expect(stream.opened[0]?.closed).toBe(true);
    page.show();
    expect(stream.opened).toHaveLength(2);
    expect(stream.latest().closed).toBe(false);
    live.stop();
  });

  it("does not start at all in a tab opened in the background, until it is shown", () => {
    const page = fakeVisibility(false);
    const stream = fakeStream();
    const live = startLiveUpdates({ openStream: stream.open, visibility: page.visibility, refresh, onEvent: () => undefined });
    vi.advanceTimersByTime(60_000);
    expect(stream.opened).toHaveLength(0);
    expect(live.mode()).toBe("paused");
    page.show();
    expect(stream.opened).toHaveLength(1);
    live.stop();
  });

  it("cancels a pending stream retry while hidden", () => {
    const page = fakeVisibility();
    const stream = fakeStream();
    const live = startLiveUpdates({ openStream: stream.open, visibility: page.visibility, refresh, onEvent: () => undefined });
    stream.latest().callbacks.onError();
    page.hide();
    vi.advanceTimersByTime(streamRetryMs * 2);
    expect(stream.opened).toHaveLength(1);
    expect(refreshed).toEqual([]);
    live.stop();
  });

  it("stops listening to visibility once stopped", () => {
    const page = fakeVisibility();
    const live = startLiveUpdates({ openStream: null, visibility: page.visibility, refresh, onEvent: () => undefined });
    live.stop();
    expect(page.listenerCount()).toBe(0);
    expect(live.mode()).toBe("stopped");
  });
});
