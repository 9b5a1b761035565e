import { describe, expect, it } from "vitest";
import { createPublicEventStreams, onPushedActivity, type PublicServerEvent } from "./public-event-stream";

/** A stand-in EventSource: records what was opened and lets the test send frames. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close(): void {
    this.closed = true;
  }
  send(type: string, data: string): void {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
}

const activity = { activeMemberCount: 3, windowMinutes: 15, recentActions: [] };

describe("public event streams", () => {
  it("shares one stream per language between listeners, closes it with the last, and passes on well-formed public events only", () => {
    FakeEventSource.opened = [];
    const streams = createPublicEventStreams(FakeEventSource as unknown as typeof EventSource);
    const first: PublicServerEvent[] = [];
    const second: PublicServerEvent[] = [];
    const connections: boolean[] = [];
    const stopFirst = streams.listen("fr", { onEvent: (event) => first.push(event), onConnection: (open) => connections.push(open) });
    const stopSecond = streams.listen("fr", { onEvent: (event) => second.push(event), onConnection: () => undefined });
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(["/api/events?language=fr"]);
    const source = FakeEventSource.opened[0] as FakeEventSource;
    source.dispatchEvent(new Event("open"));
    source.send("liveActivity", JSON.stringify({ type: "liveActivity", data: activity }));
    source.send("liveActivity", "not json");
    source.send("liveActivity", JSON.stringify({ type: "notification", data: {} }));
    expect(first).toEqual([{ type: "liveActivity", data: activity }]);
    expect(second).toEqual(first);
    expect(connections).toEqual([false, true]);
    stopFirst?.();
    expect(source.closed).toBe(false);
    stopSecond?.();
    expect(source.closed).toBe(true);
  });

  it("has no stream where the browser has no EventSource (the caller polls)", () => {
    expect(createPublicEventStreams(undefined).listen("ht", { onEvent: () => undefined, onConnection: () => undefined })).toBeNull();
  });

  it("hands the activity a member's stream pushed to the bar's listener", () => {
    const target = new EventTarget();
    const heard: unknown[] = [];
    const stop = onPushedActivity((pushed) => heard.push(pushed), target);
    target.dispatchEvent(new CustomEvent("kominote:liveActivity", { detail: activity }));
    stop();
    target.dispatchEvent(new CustomEvent("kominote:liveActivity", { detail: activity }));
    expect(heard).toEqual([activity]);
  });
});
