import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isTaskFull, taskProgressPercent, taskStateLabelKeys, taskStates } from "./task-progress";

interface Step {
  readonly contributionCount: number;
  readonly maxContributors: number | null;
  readonly contributedByMe: boolean;
}

/** "m": I contributed; "o": only others did; "-": nobody; "f": full without me; "F": full with me. */
const steps = (pattern: string): Step[] =>
  [...pattern].map((mark) => {
    switch (mark) {
      case "m":
        return { contributionCount: 1, maxContributors: null, contributedByMe: true };
      case "o":
        return { contributionCount: 3, maxContributors: 50, contributedByMe: false };
      case "f":
        return { contributionCount: 2, maxContributors: 2, contributedByMe: false };
      case "F":
        return { contributionCount: 2, maxContributors: 2, contributedByMe: true };
      default:
        return { contributionCount: 0, maxContributors: null, contributedByMe: false };
    }
  });

describe("taskStates", () => {
  it("opens only the first task of a fresh service, as a visitor sees it", () => {
    expect(taskStates(steps("---"))).toEqual(["active", "waiting", "waiting"]);
    expect(taskStates([])).toEqual([]);
  });

  it("opens the task after each one the member completed", () => {
    expect(taskStates(steps("m--"))).toEqual(["complete", "active", "waiting"]);
    expect(taskStates(steps("mm--"))).toEqual(["complete", "complete", "active", "waiting"]);
    expect(taskStates(steps("-m-"))).toEqual(["active", "complete", "active"]);
    expect(taskStates(steps("mmm"))).toEqual(["complete", "complete", "complete"]);
  });

  it("leaves a task other members contributed to open for a member who has not", () => {
    expect(taskStates(steps("oooo"))).toEqual(["active", "waiting", "waiting", "waiting"]);
    expect(taskStates(steps("moo"))).toEqual(["complete", "active", "waiting"]);
  });

  it("closes a full task to members who have not contributed, without holding back the next", () => {
    expect(taskStates(steps("f-"))).toEqual(["closed", "active"]);
    expect(taskStates(steps("F-"))).toEqual(["complete", "active"]);
    expect(taskStates(steps("-f-"))).toEqual(["active", "closed", "waiting"]);
    expect(taskStates(steps("mff-"))).toEqual(["complete", "closed", "closed", "active"]);
  });

  it("follows the rule for any sequence", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("m", "o", "-", "f", "F"), { maxLength: 12 }), (marks) => {
        const input = steps(marks.join(""));
        const states = taskStates(input);
        expect(states).toHaveLength(input.length);
        let reached = true;
        states.forEach((state, i) => {
          const task = input[i] as Step;
          const expected = task.contributedByMe ? "complete" : isTaskFull(task) ? "closed" : reached ? "active" : "waiting";
          expect(state).toBe(expected);
          reached = task.contributedByMe || (isTaskFull(task) && reached);
        });
      }),
    );
  });

  it("labels each state from the catalog", () => {
    expect(taskStateLabelKeys).toEqual({
      complete: "common.task.complete",
      active: "common.task.active",
      waiting: "common.task.waiting",
      closed: "common.task.closed",
    });
  });
});

describe("isTaskFull", () => {
  it("is full at the maximum, never without one", () => {
    expect(isTaskFull({ contributionCount: 1, maxContributors: 50 })).toBe(false);
    expect(isTaskFull({ contributionCount: 50, maxContributors: 50 })).toBe(true);
    expect(isTaskFull({ contributionCount: 51, maxContributors: 50 })).toBe(true);
    expect(isTaskFull({ contributionCount: 500, maxContributors: null })).toBe(false);
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
