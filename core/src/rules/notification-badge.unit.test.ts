import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { notificationBadge } from "./notification-badge";

describe("notificationBadge", () => {
  it.each([
    [0, ""],
    [-3, ""],
    [Number.NaN, ""],
    [1, "1"],
    [42, "42"],
    [99, "99"],
    [100, "99+"],
    [12_345, "99+"],
  ])("shows %d unread as %j", (count, badge) => {
    expect(notificationBadge(count)).toBe(badge);
  });

  it("never shows more than three characters", () => {
    fc.assert(
      fc.property(fc.integer(), (count) => {
        expect(notificationBadge(count).length).toBeLessThanOrEqual(3);
        expect(notificationBadge(count) === "").toBe(count <= 0);
      }),
    );
  });
});
