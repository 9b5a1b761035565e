import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../ports/clock";
import type { LiveActivityFeed, LiveActivityQuery, LiveActivityRecord } from "../ports/live-activity-feed";
import { makeGetLiveActivity } from "./get-live-activity";

const activity: LiveActivityRecord = {
  activeMemberCount: 2,
  windowMinutes: 15,
  recentActions: [
    { id: "idea:7", userName: "Marie", action: "idea", serviceId: 3, serviceNames: { ht: "Sante", fr: "Santé" }, occurredAt: new Date("2026-05-01T10:00:00.000Z") },
    { id: "place:2", userName: "Jean", action: "place", serviceId: null, serviceNames: {}, occurredAt: new Date("2026-05-01T09:58:00.000Z") },
  ],
};

const recordingFeed = (): LiveActivityFeed & { readonly asked: LiveActivityQuery[] } => {
  const asked: LiveActivityQuery[] = [];
  return {
    asked,
    recent: (query) => {
      asked.push(query);
      return Promise.resolve(activity);
    },
  };
};

describe("getLiveActivity", () => {
  const now = new Date("2026-05-01T10:01:00.000Z");

  it("asks for the newest twenty actions and the members active in the last 15 minutes, at the clock's time", async () => {
    const feed = recordingFeed();
    await Effect.runPromise(makeGetLiveActivity({ feed, clock: fixedClock(now) })({ signedIn: true, language: "fr" }));
    expect(feed.asked).toEqual([{ now, limit: 20, windowMinutes: 15 }]);
  });

  it("gives members the first names", async () => {
    const answer = await Effect.runPromise(makeGetLiveActivity({ feed: recordingFeed(), clock: fixedClock(now) })({ signedIn: true, language: "fr" }));
    expect(answer.recentActions.map((action) => action.userName)).toEqual(["Marie", "Jean"]);
    expect(answer.recentActions[0]).toEqual({
      id: "idea:7",
      userName: "Marie",
      action: "idea",
      serviceId: 3,
      serviceName: "Santé",
      occurredAt: "2026-05-01T10:00:00.000Z",
    });
  });

  it("gives visitors the same actions and count with no name at all", async () => {
    const answer = await Effect.runPromise(makeGetLiveActivity({ feed: recordingFeed(), clock: fixedClock(now) })({ signedIn: false, language: "en" }));
    expect(answer.activeMemberCount).toBe(2);
    expect(answer.recentActions.map((action) => [action.id, action.userName, action.action])).toEqual([
      ["idea:7", null, "idea"],
      ["place:2", null, "place"],
    ]);
    // No English name written yet: the Creole one.
    expect(answer.recentActions[0]?.serviceName).toBe("Sante");
  });
});
