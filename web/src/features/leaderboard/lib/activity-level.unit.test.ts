import { describe, expect, it } from "vitest";
import { activityLevel } from "./activity-level";

describe("activityLevel", () => {
  it.each([
    [0, "red", 0],
    [9, "red", 22.5],
    [10, "orange", 25],
    [19, "orange", 47.5],
    [20, "yellow", 50],
    [29, "yellow", 72.5],
    [30, "green", 75],
    [40, "green", 100],
  ] as const)("%i actions: %s, %f %% of the bar", (actions, tone, percent) => {
    expect(activityLevel(actions)).toEqual({ actions, tone, percent });
  });

  it("fills the bar at 40 however many more actions there were, and reads nonsense as none", () => {
    expect(activityLevel(95)).toEqual({ actions: 95, tone: "green", percent: 100 });
    expect(activityLevel(Number.NaN)).toEqual({ actions: 0, tone: "red", percent: 0 });
    expect(activityLevel(-3)).toEqual({ actions: 0, tone: "red", percent: 0 });
  });
});
