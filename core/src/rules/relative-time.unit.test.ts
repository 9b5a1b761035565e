import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const now = new Date("2025-06-15T16:00:00Z");
const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);
const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe("relativeTime", () => {
  it("says now under one minute", () => {
    expect(ago(0)).toEqual({ key: "common.time.justNow" });
    expect(ago(59 * s)).toEqual({ key: "common.time.justNow" });
  });

  it("counts whole minutes under an hour", () => {
    expect(ago(m)).toEqual({ key: "common.time.minutesAgo.one", params: { count: 1 } });
    expect(ago(2 * m)).toEqual({ key: "common.time.minutesAgo.other", params: { count: 2 } });
    expect(ago(59 * m + 59 * s)).toEqual({ key: "common.time.minutesAgo.other", params: { count: 59 } });
  });

  it("counts whole hours under a day", () => {
    expect(ago(h)).toEqual({ key: "common.time.hoursAgo.one", params: { count: 1 } });
    expect(ago(23 * h + 59 * m)).toEqual({ key: "common.time.hoursAgo.other", params: { count: 23 } });
  });

  it("counts whole days from a day on", () => {
    expect(ago(d)).toEqual({ key: "common.time.daysAgo.one", params: { count: 1 } });
    expect(ago(400 * d)).toEqual({ key: "common.time.daysAgo.other", params: { count: 400 } });
  });

  it("treats future times and invalid dates as now", () => {
    expect(ago(-5 * m)).toEqual({ key: "common.time.justNow" });
    expect(relativeTime(new Date(Number.NaN), now)).toEqual({ key: "common.time.justNow" });
  });

  it("never counts zero and never goes backwards as time passes", () => {
    const rank = (r: ReturnType<typeof relativeTime>) => {
      const unit = r.key.split(".")[2] ?? "";
      const scale = { justNow: 0, minutesAgo: 1, hoursAgo: 2, daysAgo: 3 }[unit] ?? -1;
      return scale * 1e6 + (r.params?.count ?? 0);
    };
    fc.assert(
      fc.property(fc.nat(10 * 365 * d), fc.nat(10 * 365 * d), (a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        expect(rank(ago(long))).toBeGreaterThanOrEqual(rank(ago(short)));
        const r = ago(long);
        if (r.params !== undefined) expect(r.params.count).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
