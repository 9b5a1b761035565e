import type { MemberEvent, MemberEventSubscriber } from "@kominote/core/ports/member-events";
import { describe, expect, it } from "vitest";
import { InProcessMemberEvents } from "./in-process-member-events";

const stats = (totalPoints: number): MemberEvent => ({ type: "stats", stats: { totalPoints, weeklyPoints: 0, rank: 1, totalContributions: 0 } });

const recorder = () => {
  const received: MemberEvent[] = [];
  let closed = false;
  const subscriber: MemberEventSubscriber = { deliver: (event) => void received.push(event), close: () => void (closed = true) };
  return { subscriber, received, isClosed: () => closed };
};

describe("InProcessMemberEvents", () => {
  it("delivers a member's events to each of their open streams and to nobody else", () => {
    const hub = new InProcessMemberEvents();
    const [phone, tab, other] = [recorder(), recorder(), recorder()];
    hub.subscribe(7, phone.subscriber);
    hub.subscribe(7, tab.subscriber);
    hub.subscribe(8, other.subscriber);
    hub.publish(7, stats(10));
    expect(phone.received).toEqual([stats(10)]);
    expect(tab.received).toEqual([stats(10)]);
    expect(other.received).toEqual([]);
  });

  it("delivers to many and to all", () => {
    const hub = new InProcessMemberEvents();
    const [a, b, c] = [recorder(), recorder(), recorder()];
    hub.subscribe(1, a.subscriber);
    hub.subscribe(2, b.subscriber);
    hub.subscribe(3, c.subscriber);
    hub.publishToMany([1, 3, 4], stats(1));
    hub.publishToAll(stats(2));
    expect([a.received.length, b.received.length, c.received.length]).toEqual([2, 1, 2]);
  });

  it("stops delivering after unsubscribe and forgets a member with no stream left", () => {
    const hub = new InProcessMemberEvents();
    const stream = recorder();
    const unsubscribe = hub.subscribe(7, stream.subscriber);
    unsubscribe();
    hub.publish(7, stats(1));
    expect(stream.received).toEqual([]);
    expect(hub.openStreams).toBe(0);
  });

  it("closes the member's oldest stream when one more than the cap opens", () => {
    const hub = new InProcessMemberEvents(2);
    const [first, second, third] = [recorder(), recorder(), recorder()];
    hub.subscribe(7, first.subscriber);
    hub.subscribe(7, second.subscriber);
    hub.subscribe(7, third.subscriber);
    expect([first.isClosed(), second.isClosed(), third.isClosed()]).toEqual([true, false, false]);
    hub.publish(7, stats(1));
    expect([first.received.length, second.received.length, third.received.length]).toEqual([0, 1, 1]);
    expect(hub.openStreams).toBe(2);
  });

  it("keeps delivering to the others when one stream fails", () => {
    const failures: unknown[] = [];
    const hub = new InProcessMemberEvents(5, (cause) => failures.push(cause));
    const healthy = recorder();
    hub.subscribe(7, { deliver: () => { throw new Error("socket gone"); }, close: () => undefined });
    hub.subscribe(7, healthy.subscriber);
    hub.publish(7, stats(1));
    expect(healthy.received).toHaveLength(1);
    expect(failures).toHaveLength(1);
  });

  it("gives visitors' streams public events only, and members' streams those too", () => {
    const hub = new InProcessMemberEvents();
    const [visitor, member] = [recorder(), recorder()];
    const leave = hub.subscribePublic(visitor.subscriber);
    hub.subscribe(7, member.subscriber);
    const live = { type: "liveStatus" as const, status: { isLive: true, meetingId: "Kominote", meetingUrl: "https://meet.jit.si/Kominote", startedAt: null, viewerCount: 1 } };
    hub.publishPublic(live);
    hub.publishToAll(stats(1));
    hub.publish(7, stats(2));
    expect(visitor.received).toEqual([live]);
    expect(member.received).toHaveLength(3);
    expect(hub.openStreams).toBe(2);
    leave();
    hub.publishPublic(live);
    expect(visitor.received).toHaveLength(1);
    expect(hub.openStreams).toBe(1);
  });
});
