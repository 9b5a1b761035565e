import type { LiveActivityRecord } from "@kominote/core/ports/live-activity-feed";
import type { PublicEvent } from "@kominote/core/ports/member-events";
import { describe, expect, it } from "vitest";
import { ActivityPusher } from "./activity-pusher";

const activityWith = (ids: readonly string[], active = 1): LiveActivityRecord => ({
  activeMemberCount: active,
  windowMinutes: 15,
  recentActions: ids.map((id) => ({ id, userName: "Marie", action: "idea", serviceId: 1, serviceNames: { ht: "Sante" }, occurredAt: new Date("2026-05-01T10:00:00Z") })),
});

const pusherOver = (answers: LiveActivityRecord[], listening = () => true, gapMs = 0) => {
  let time = Date.parse("2026-05-01T10:00:05Z");
  const published: PublicEvent[] = [];
  const failures: unknown[] = [];
  let reads = 0;
  const pusher = new ActivityPusher({
    read: () => {
      const answer = answers[Math.min(reads, answers.length - 1)];
      reads += 1;
      return answer === undefined ? Promise.reject(new Error("database down")) : Promise.resolve(answer);
    },
    events: { publishPublic: (event) => void published.push(event) },
    clock: { now: () => new Date(time) },
    listening,
    gapMs,
    onFailure: (cause) => void failures.push(cause),
  });
  return { pusher, published, failures, reads: () => reads, advance: (ms: number) => void (time += ms) };
};

describe("ActivityPusher", () => {
  it("publishes the activity when it changes, once per change", async () => {
    const { pusher, published } = pusherOver([activityWith(["idea:1"]), activityWith(["idea:1"]), activityWith(["idea:2", "idea:1"]), activityWith(["idea:2", "idea:1"], 2)]);
    for (let round = 0; round < 4; round += 1) await pusher.tick();
    expect(published.map((event) => (event.type === "liveActivity" ? [event.activity.activeMemberCount, event.activity.recentActions.length] : null))).toEqual([
      [1, 1],
      [1, 2],
      [2, 2],
    ]);
  });

  it("pushes at most once per gap: news within it waits for the next round after it", async () => {
    const { pusher, published, reads, advance } = pusherOver([activityWith(["idea:1"]), activityWith(["idea:2", "idea:1"])], () => true, 2_000);
    await pusher.tick();
    advance(1_000);
    await pusher.tick();
    expect([published.length, reads()]).toEqual([1, 1]);
    advance(1_000);
    await pusher.tick();
    expect([published.length, reads()]).toEqual([2, 2]);
  });

  it("reads nothing while no stream is open", async () => {
    const { pusher, published, reads } = pusherOver([activityWith(["idea:1"])], () => false);
    await pusher.tick();
    expect(reads()).toBe(0);
    expect(published).toEqual([]);
  });

  it("reports a failed read and tries again on the next round", async () => {
    const { pusher, failures, published } = pusherOver([]);
    await pusher.tick();
    expect(failures).toHaveLength(1);
    expect(published).toEqual([]);
  });
});
