import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { memoryNotifications } from "../testing/notification-doubles";
import { makeMarkAllNotificationsRead } from "./mark-all-notifications-read";
import { makeMarkNotificationRead } from "./mark-notification-read";

const at = new Date("2026-11-20T10:00:00Z");
const given = async () => {
  const notifications = memoryNotifications();
  await notifications.store.add({ userId: 7, type: "other", title: { literal: "a" }, message: { literal: "-" } }, at);
  await notifications.store.add({ userId: 8, type: "other", title: { literal: "b" }, message: { literal: "-" } }, at);
  await notifications.store.add({ userId: 7, type: "other", title: { literal: "c" }, message: { literal: "-" } }, at);
  return notifications;
};

describe("markNotificationRead", () => {
  it("marks the member's own notification read and no other", async () => {
    const { store, rows } = await given();
    await Effect.runPromise(makeMarkNotificationRead({ notifications: store })({ userId: 7, notificationId: 1 }));
    expect(rows.map((row) => row.isRead)).toEqual([true, false, false]);
  });

  it("answers not found for another member's notification and changes nothing", async () => {
    const { store, rows } = await given();
    const result = await Effect.runPromise(Effect.result(makeMarkNotificationRead({ notifications: store })({ userId: 7, notificationId: 2 })));
    expect(Result.isFailure(result) && result.failure.code).toBe("NOTIFICATION.NOT_FOUND");
    expect(rows.every((row) => !row.isRead)).toBe(true);
  });
});

describe("markAllNotificationsRead", () => {
  it("marks every notification of the member read, nobody else's", async () => {
    const { store, rows } = await given();
    await Effect.runPromise(makeMarkAllNotificationsRead({ notifications: store })(7));
    expect(rows.map((row) => row.isRead)).toEqual([true, false, true]);
  });
});
