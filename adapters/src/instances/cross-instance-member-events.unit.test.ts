import type { MemberEvent, PublicEvent } from "@kominote/core/ports/member-events";
import { describe, expect, it } from "vitest";
import { InProcessMemberEvents } from "../notifications/in-process-member-events";
import { CrossInstanceMemberEvents } from "./cross-instance-member-events";
import type { EventChannel } from "./event-channel";

/** A bus in memory: every listener receives every message, the sender's own included, as on a real bus. */
const memoryBus = () => {
  const listeners: Array<(message: string) => void> = [];
  const channel = (): EventChannel => ({
    publish: async (message) => listeners.forEach((listener) => listener(message)),
    listen: async (onMessage) => void listeners.push(onMessage),
    close: async () => undefined,
  });
  return { channel };
};

const instance = async (bus: ReturnType<typeof memoryBus>) => {
  const events = new CrossInstanceMemberEvents(new InProcessMemberEvents(), bus.channel(), (cause) => {
    throw cause;
  });
  await events.start();
  return events;
};

const collect = (events: CrossInstanceMemberEvents, userId: number) => {
  const received: MemberEvent[] = [];
  events.subscribe(userId, { deliver: (event) => received.push(event), close: () => undefined });
  return received;
};

describe("member events across instances", () => {
  const createdAt = new Date("2026-11-27T03:00:00.000Z");
  const event: MemberEvent = { type: "points", entry: { id: 1, action: "ideaShared", points: 5, createdAt } };

  it("reaches the member's streams on every instance once, dates still dates", async () => {
    const bus = memoryBus();
    const [a, b] = [await instance(bus), await instance(bus)];
    const onA = collect(a, 7);
    const onB = collect(b, 7);
    const otherOnB = collect(b, 8);
    a.publish(7, event);
    await Promise.resolve();
    expect(onA).toEqual([event]);
    expect(onB).toEqual([event]);
    expect(otherOnB).toEqual([]);
    expect((onB[0] as Extract<MemberEvent, { type: "points" }>).entry.createdAt).toBeInstanceOf(Date);
  });

  it("sends an event for everyone and for many to every instance", async () => {
    const bus = memoryBus();
    const [a, b] = [await instance(bus), await instance(bus)];
    const seven = collect(b, 7);
    const nine = collect(b, 9);
    a.publishToAll(event);
    a.publishToMany([9], event);
    await Promise.resolve();
    expect(seven).toEqual([event]);
    expect(nine).toEqual([event, event]);
  });

  it("sends a public event to members' and visitors' streams on every instance, once each", async () => {
    const bus = memoryBus();
    const [a, b] = [await instance(bus), await instance(bus)];
    const status: PublicEvent = {
      type: "liveStatus",
      status: { isLive: true, meetingId: "KominoteReyinyonKominote", meetingUrl: "https://meet.jit.si/KominoteReyinyonKominote", startedAt: createdAt.toISOString(), viewerCount: 2 },
    };
    const memberOnB = collect(b, 7);
    const visitorOnB: MemberEvent[] = [];
    b.subscribePublic({ deliver: (received) => visitorOnB.push(received), close: () => undefined });
    const visitorOnA: MemberEvent[] = [];
    a.subscribePublic({ deliver: (received) => visitorOnA.push(received), close: () => undefined });
    a.publishPublic(status);
    await Promise.resolve();
    expect(memberOnB).toEqual([status]);
    expect(visitorOnB).toEqual([status]);
    expect(visitorOnA).toEqual([status]);
  });
});
