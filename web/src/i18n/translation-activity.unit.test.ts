import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createTranslationActivity } from "./translation-activity";

describe("translation activity", () => {
  it("goes up per request and back down after each", () => {
    const activity = createTranslationActivity();
    const first = activity.start();
    const second = activity.start();
    expect(activity.count()).toBe(2);
    activity.finish(first);
    expect(activity.count()).toBe(1);
    activity.finish(second);
    expect(activity.count()).toBe(0);
  });

  it("resets on a language change and ignores requests that ended after it", () => {
    const activity = createTranslationActivity();
    const before = activity.start();
    activity.start();
    activity.reset();
    expect(activity.count()).toBe(0);
    const after = activity.start();
    activity.finish(before);
    expect(activity.count()).toBe(1);
    activity.finish(after);
    expect(activity.count()).toBe(0);
  });

  it("never goes below zero, whatever the order of starts, ends and resets", () => {
    const step = fc.oneof(
      fc.constant({ kind: "start" as const }),
      fc.record({ kind: fc.constant("finish" as const), pick: fc.nat() }),
      fc.constant({ kind: "reset" as const }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const activity = createTranslationActivity();
        const tickets: ReturnType<typeof activity.start>[] = [];
        for (const action of steps) {
          if (action.kind === "start") tickets.push(activity.start());
          else if (action.kind === "reset") activity.reset();
          else if (tickets.length > 0) activity.finish(tickets[action.pick % tickets.length]!);
          expect(activity.count()).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("tells subscribers when the count changes", () => {
    const activity = createTranslationActivity();
    const seen: number[] = [];
    const unsubscribe = activity.subscribe(() => seen.push(activity.count()));
    activity.finish(activity.start());
    unsubscribe();
    activity.start();
    expect(seen).toEqual([1, 0]);
  });
});
