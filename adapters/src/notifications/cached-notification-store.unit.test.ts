import { steppingClock } from "@kominote/core/testing/account-doubles";
import { memoryNotifications } from "@kominote/core/testing/notification-doubles";
import { describe, expect, it } from "vitest";
import { CachedNotificationStore } from "./cached-notification-store";

const at = new Date("2026-11-18T12:00:00Z");
const text = (literal: string) => ({ literal });

describe("CachedNotificationStore", () => {
  it("serves a member's list from memory until one of their writes, which shows at once", async () => {
    const { store } = memoryNotifications([{ id: 7, serviceId: null }]);
    let reads = 0;
    const counted = { ...store, listFor: (userId: number, limit: number) => ((reads += 1), store.listFor(userId, limit)) };
    const cached = new CachedNotificationStore(counted, steppingClock(at), 5_000);

    const first = await cached.add({ userId: 7, type: "other", title: text("a"), message: text("-") }, at);
    await cached.listFor(7, 50);
    await cached.listFor(7, 50);
    expect(reads).toBe(1);

    await cached.markRead(7, first.id);
    expect((await cached.listFor(7, 50))[0]?.isRead).toBe(true);
    await cached.add({ userId: 7, type: "other", title: text("b"), message: text("-") }, at);
    expect(await cached.listFor(7, 50)).toHaveLength(2);
    await cached.markAllRead(7);
    expect((await cached.listFor(7, 50)).every((notification) => notification.isRead)).toBe(true);
    await cached.announce({ senderId: 7, title: "c", message: "-", serviceId: null }, at);
    expect(await cached.listFor(7, 50)).toHaveLength(3);
    expect(reads).toBe(5);
  });
});
