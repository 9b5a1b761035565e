import { describe, expect, it } from "vitest";
import { browserEventStream, eventStreamUrl, parseServerEvent } from "./event-stream";

const stats = { type: "stats", data: { totalPoints: 120, weeklyPoints: 20, rank: 3, totalContributions: 4 } };

/** Stands in for EventSource: records the address and lets the test dispatch events. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.last = this;
  }
  close(): void {
    this.closed = true;
  }
  emit(type: string, data?: string): void {
    this.dispatchEvent(Object.assign(new Event(type), { data }));
  }
}

describe("parseServerEvent", () => {
  it("reads one ServerEvent from a data line", () => {
    expect(parseServerEvent(JSON.stringify(stats))).toEqual(stats);
  });

  it("drops anything else: broken JSON, an unknown type, no data, no text", () => {
    expect(parseServerEvent("{")).toBeNull();
    expect(parseServerEvent(JSON.stringify({ type: "weather", data: {} }))).toBeNull();
    expect(parseServerEvent(JSON.stringify({ type: "stats", data: null }))).toBeNull();
    expect(parseServerEvent(JSON.stringify({ type: "stats" }))).toBeNull();
    expect(parseServerEvent(JSON.stringify(["stats"]))).toBeNull();
    expect(parseServerEvent(undefined)).toBeNull();
  });
});

describe("browserEventStream", () => {
  it("is null where the browser has no EventSource", () => {
    expect(browserEventStream(eventStreamUrl("ht"), undefined)).toBeNull();
  });

  it("opens /api/events in the page's language with the session cookie, and passes on open, errors and well-formed events of their own name", () => {
    const open = browserEventStream(eventStreamUrl("fr"), FakeEventSource as unknown as typeof EventSource);
    const seen: string[] = [];
    const handle = open!({
      onOpen: () => seen.push("open"),
      onError: () => seen.push("error"),
      onEvent: (event) => seen.push(event.type),
    });
    const source = FakeEventSource.last!;
    expect(source.url).toBe("/api/events?language=fr");
    expect(source.init).toEqual({ withCredentials: true });
    source.emit("open");
    source.emit("stats", JSON.stringify(stats));
    source.emit("points", JSON.stringify(stats));
    source.emit("notification", "not json");
    source.emit("error");
    expect(seen).toEqual(["open", "stats", "error"]);
    handle.close();
    expect(source.closed).toBe(true);
  });
});
