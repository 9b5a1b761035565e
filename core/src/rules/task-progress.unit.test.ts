import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { taskProgressPercent, taskStateLabelKeys, taskStates } from "./task-progress";

const tasks = (...counts: number[]) => counts.map((contributionCount) => ({ contributionCount }));

describe("taskStates", () => {
  it("opens only the first task of a fresh service", () => {
    expect(taskStates(tasks(0, 0, 0))).toEqual(["active", "waiting", "waiting"]);
  });

  it("opens the task after each complete one", () => {
    expect(taskStates(tasks(1, 0, 0))).toEqual(["complete", "active", "waiting"]);
    expect(taskStates(tasks(3, 2, 0, 0))).toEqual(["complete", "complete", "active", "waiting"]);
    expect(taskStates(tasks(0, 5, 0))).toEqual(["active", "complete", "active"]);
    expect(taskStates(tasks(1, 1, 1))).toEqual(["complete", "complete", "complete"]);
    expect(taskStates([])).toEqual([]);
  });

  it("follows the rule for any sequence", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5), { maxLength: 12 }), (counts) => {
        const states = taskStates(tasks(...counts));
        expect(states).toHaveLength(counts.length);
        states.forEach((state, i) => {
          const previousDone = i === 0 || (counts[i - 1] ?? 0) >= 1;
          const expected = (counts[i] ?? 0) >= 1 ? "complete" : previousDone ? "active" : "waiting";
          expect(state).toBe(expected);
        });
      }),
    );
  });

  it("labels each state from the catalog", () => {
    expect(taskStateLabelKeys).toEqual({
      complete: "common.task.complete",
      active: "common.task.active",
      waiting: "common.task.waiting",
    });
  });
});

describe("taskProgressPercent", () => {
  it("divides by the maximum of contributors", () => {
    expect(taskProgressPercent(0, 4)).toBe(0);
    expect(taskProgressPercent(1, 4)).toBe(25);
    expect(taskProgressPercent(4, 4)).toBe(100);
    expect(taskProgressPercent(9, 4)).toBe(100);
  });

  it("gives 10 percent per contribution without a maximum", () => {
    expect(taskProgressPercent(0, null)).toBe(0);
    expect(taskProgressPercent(3, null)).toBe(30);
    expect(taskProgressPercent(3, undefined)).toBe(30);
    expect(taskProgressPercent(3, 0)).toBe(30);
    expect(taskProgressPercent(10, null)).toBe(100);
    expect(taskProgressPercent(25, null)).toBe(100);
  });

  it("stays within 0-100 and grows with contributions", () => {
    const max = fc.option(fc.integer({ min: 1, max: 500 }), { nil: null });
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), max, (a, b, maxContributors) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const pLow = taskProgressPercent(low, maxContributors);
        const pHigh = taskProgressPercent(high, maxContributors);
        expect(pLow).toBeGreaterThanOrEqual(0);
        expect(pHigh).toBeLessThanOrEqual(100);
        expect(pHigh).toBeGreaterThanOrEqual(pLow);
      }),
    );
  });

  it("treats a negative or missing count as none", () => {
    expect(taskProgressPercent(-2, 4)).toBe(0);
    expect(taskProgressPercent(Number.NaN, null)).toBe(0);
  });
});
