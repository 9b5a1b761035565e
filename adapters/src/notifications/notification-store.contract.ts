import type { NotificationStore } from "@kominote/core/ports/notification-store";
import { beforeEach, expect, it } from "vitest";

/** The adapter under test over empty storage, and ways to add services and members. */
export interface NotificationHarness {
  readonly store: NotificationStore;
  readonly given: {
    service(): Promise<number>;
    member(joinedServiceId: number | null): Promise<number>;
    announcementCount(): Promise<number>;
  };
}

const at = (iso: string) => new Date(iso);

/**
 * The behaviour every NotificationStore promises, registered inside the caller's describe block.
 * `fresh` must hand back the adapter over empty storage (no member either).
 */
export const notificationStoreContract = (fresh: () => Promise<NotificationHarness>): void => {
  let harness: NotificationHarness;
  beforeEach(async () => {
    harness = await fresh();
  });

  const member = (joinedServiceId: number | null = null) => harness.given.member(joinedServiceId);

  it("keeps catalog texts with their parameters and literal texts as written, and lists a member's own newest first", async () => {
    const [marie, jean] = [await member(), await member()];
    const older = await harness.store.add(
      {
        userId: marie,
        type: "task_response",
        title: { key: "points.action.contributionApproved" },
        message: { key: "points.action.voteCast", params: { count: 3, name: "Jean" } },
        reference: { kind: "contribution", id: 12 },
      },
      at("2026-11-20T10:00:00Z"),
    );
    await harness.store.add({ userId: jean, type: "other", title: { literal: "Pa pou Marie" }, message: { literal: "-" } }, at("2026-11-21T10:00:00Z"));
    const newer = await harness.store.add({ userId: marie, type: "other", title: { literal: "Bonjou" }, message: { literal: "Mèsi" } }, at("2026-11-21T10:00:00Z"));

    const list = await harness.store.listFor(marie, 10);
    expect(list).toEqual([newer, older]);
    expect(older).toEqual({
      id: older.id,
      userId: marie,
      type: "task_response",
      title: { key: "points.action.contributionApproved" },
      message: { key: "points.action.voteCast", params: { count: 3, name: "Jean" } },
      reference: { kind: "contribution", id: 12 },
      isRead: false,
      createdAt: at("2026-11-20T10:00:00Z"),
    });
    expect(await harness.store.listFor(marie, 1)).toEqual([newer]);
  });

  it("marks only the member's own notification read; another member's id changes nothing", async () => {
    const [marie, jean] = [await member(), await member()];
    const mine = await harness.store.add({ userId: marie, type: "other", title: { literal: "a" }, message: { literal: "-" } }, at("2026-11-20T10:00:00Z"));
    const theirs = await harness.store.add({ userId: jean, type: "other", title: { literal: "b" }, message: { literal: "-" } }, at("2026-11-20T10:00:00Z"));
    expect(await harness.store.markRead(marie, theirs.id)).toBe(false);
    expect((await harness.store.listFor(jean, 10))[0]?.isRead).toBe(false);
    expect(await harness.store.markRead(marie, mine.id)).toBe(true);
    expect(await harness.store.markRead(marie, mine.id)).toBe(true);
    expect((await harness.store.listFor(marie, 10))[0]?.isRead).toBe(true);
  });

  it("marks all of one member's notifications read, nobody else's", async () => {
    const [marie, jean] = [await member(), await member()];
    for (const userId of [marie, marie, jean]) {
      await harness.store.add({ userId, type: "other", title: { literal: "x" }, message: { literal: "-" } }, at("2026-11-20T10:00:00Z"));
    }
    await harness.store.markAllRead(marie);
    expect((await harness.store.listFor(marie, 10)).map((n) => n.isRead)).toEqual([true, true]);
    expect((await harness.store.listFor(jean, 10)).map((n) => n.isRead)).toEqual([false]);
  });

  it("announces to every member, or to one service's members, in one statement", async () => {
    const water = await harness.given.service();
    const health = await harness.given.service();
    await harness.given.service();
    const [drinker, nurse] = [await member(water), await member(health)];
    const sender = await member();

    const toAll = await harness.store.announce({ senderId: sender, title: "Reyinyon", message: "Samdi a 10 è", serviceId: null }, at("2026-11-22T12:00:00Z"));
    expect(toAll?.map((n) => n.userId).sort((x, y) => x - y)).toEqual([drinker, nurse, sender].sort((x, y) => x - y));
    const drinkersOwn = toAll?.find((n) => n.userId === drinker);
    expect((await harness.store.listFor(drinker, 10))[0]).toEqual(drinkersOwn);
    expect(drinkersOwn).toMatchObject({ type: "system_announcement", title: { literal: "Reyinyon" }, message: { literal: "Samdi a 10 è" } });

    const toWater = await harness.store.announce({ senderId: sender, title: "Dlo", message: "Pa gen dlo", serviceId: water }, at("2026-11-22T13:00:00Z"));
    expect(toWater?.map((n) => n.userId)).toEqual([drinker]);
    expect((await harness.store.listFor(nurse, 10)).map((n) => n.title)).toEqual([{ literal: "Reyinyon" }]);
  });

  it("announces to nobody in a service nobody joined, and refuses one to a service that does not exist, storing nothing", async () => {
    const empty = await harness.given.service();
    expect(await harness.store.announce({ senderId: await member(), title: "x", message: "y", serviceId: empty }, at("2026-11-22T12:00:00Z"))).toEqual([]);
    expect(await harness.given.announcementCount()).toBe(1);
  });

  it("refuses an announcement to a service that does not exist and stores nothing", async () => {
    const sender = await member();
    expect(await harness.store.announce({ senderId: sender, title: "x", message: "y", serviceId: 999_999 }, at("2026-11-22T12:00:00Z"))).toBeNull();
    expect(await harness.given.announcementCount()).toBe(0);
  });
};
