import { describe, expect, it } from "vitest";
import { systemClock } from "./system-clock";

describe("systemClock", () => {
  it("reads the machine's current time", () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
