import { notificationBadge } from "@kominote/core/rules/notification-badge";
import { describe, expect, it } from "vitest";
import { shouldRing } from "./bell-ring";
import { unreadCount } from "./unread-count";

describe("shouldRing", () => {
  it("rings when the unread count rises above 0, including the first count of the page", () => {
    expect(shouldRing(undefined, 2)).toBe(true);
    expect(shouldRing(0, 1)).toBe(true);
    expect(shouldRing(1, 2)).toBe(true);
  });

  it("stays still when nothing is unread, when the count stays, and when it falls", () => {
    expect(shouldRing(undefined, 0)).toBe(false);
    expect(shouldRing(undefined, undefined)).toBe(false);
    expect(shouldRing(2, 2)).toBe(false);
    expect(shouldRing(3, 1)).toBe(false);
    expect(shouldRing(1, 0)).toBe(false);
  });
});

describe("unreadCount and the badge", () => {
  it("counts unread notifications and shows 99+ above 99", () => {
    const many = Array.from({ length: 120 }, (_, index) => ({ isRead: index % 6 === 0 }));
    expect(unreadCount(many)).toBe(100);
    expect(notificationBadge(unreadCount(many))).toBe("99+");
    expect(notificationBadge(unreadCount(many.slice(0, 6)))).toBe("5");
    expect(notificationBadge(unreadCount([{ isRead: true }]))).toBe("");
    expect(unreadCount(undefined)).toBe(0);
  });
});
