import { steppingClock } from "@kominote/core/testing/account-doubles";
import { fixedStandings } from "@kominote/core/testing/notification-doubles";
import { describe, expect, it } from "vitest";
import { CachedPointsStandings } from "./cached-points-standings";

const week = new Date("2026-11-16T05:00:00Z");
const nextWeek = new Date("2026-11-23T05:00:00Z");

const counting = () => {
  const inner = fixedStandings({ 7: { totalPoints: 10, weeklyPoints: 10, rank: 1, totalContributions: 1 } });
  let reads = 0;
  return {
    inner: { ...inner, statsOf: (userId: number, weekStart: Date) => ((reads += 1), inner.statsOf(userId, weekStart)) },
    reads: () => reads,
  };
};

describe("CachedPointsStandings", () => {
  it("answers a polling member from memory within the window, then reads again", async () => {
    const clock = steppingClock(new Date("2026-11-18T12:00:00Z"));
    const { inner, reads } = counting();
    const cached = new CachedPointsStandings(inner, clock, 5_000);
    await cached.statsOf(7, week);
    await cached.statsOf(7, week);
    expect(reads()).toBe(1);
    clock.advance(5_000);
    await cached.statsOf(7, week);
    expect(reads()).toBe(2);
  });

  it("reads again at once after the member's ledger changed, or when a new week began", async () => {
    const { inner, reads } = counting();
    const cached = new CachedPointsStandings(inner, steppingClock(new Date("2026-11-18T12:00:00Z")), 5_000);
    await cached.statsOf(7, week);
    cached.forget(7);
    await cached.statsOf(7, week);
    expect(reads()).toBe(2);
    await cached.statsOf(7, nextWeek);
    expect(reads()).toBe(3);
    expect(inner.weekStarts.at(-1)).toEqual(nextWeek);
  });

  it("forgets the member again when the award commits, dropping what a read kept in between", async () => {
    const { inner, reads } = counting();
    const pending: (() => void)[] = [];
    const cached = new CachedPointsStandings(inner, steppingClock(new Date("2026-11-18T12:00:00Z")), 5_000, (forget) => pending.push(forget));
    await cached.statsOf(7, week);
    cached.forget(7);
    // A read before the commit sees the old total and would keep it for the whole window.
    await cached.statsOf(7, week);
    expect(reads()).toBe(2);
    for (const forget of pending) forget();
    await cached.statsOf(7, week);
    expect(reads()).toBe(3);
  });
});
