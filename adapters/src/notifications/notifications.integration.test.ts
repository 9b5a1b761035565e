import { steppingClock } from "@kominote/core/testing/account-doubles";
import { recordingEvents } from "@kominote/core/testing/notification-doubles";
import type { Knex } from "knex";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { knexFixtures } from "../services/knex-fixtures";
import { KnexNotificationStore } from "./knex-notification-store";
import { PushingNotifier } from "./pushing-notifier";

const at = (iso: string) => new Date(iso);

describe.each(testDatabaseTargets())("notifications on $name", (target) => {
  let database: TestDatabase;
  let db: Knex;
  let given: ReturnType<typeof knexFixtures>;
  let store: KnexNotificationStore;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    given = knexFixtures(db);
    store = new KnexNotificationStore(db);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await db("notifications").delete();
    await db("announcements").delete();
  });

  const member = (joinedServiceId: number | null = null) => given.addMember({ joinedServiceId });

  it("keeps catalog texts with their parameters and literal texts as written, and lists a member's own newest first", async () => {
    const [marie, jean] = [await member(), await member()];
    const older = await store.add(
      {
        userId: marie,
        type: "task_response",
        title: { key: "points.action.contributionApproved" },
        message: { key: "points.action.voteCast", params: { count: 3, name: "Jean" } },
        reference: { kind: "contribution", id: 12 },
      },
      at("2026-11-20T10:00:00Z"),
    );
    await store.add({ userId: jean, type: "other", title: { literal: "Pa pou Marie" }, message: { literal: "-" } }, at("2026-11-21T10:00:00Z"));
    const newer = await store.add({ userId: marie, type: "other", title: { literal: "Bonjou" }, message: { literal: "Mèsi" } }, at("2026-11-21T10:00:00Z"));

    const list = await store.listFor(marie, 10);
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
    expect(await store.listFor(marie, 1)).toEqual([newer]);
  });

  it("marks only the member's own notification read; another member's id changes nothing", async () => {
    const [marie, jean] = [await member(), await member()];
    const mine = await store.add({ userId: marie, type: "other", title: { literal: "a" }, message: { literal: "-" } }, at("2026-11-20T10:00:00Z"));
    const theirs = await store.add({ userId: jean, type: "other", title: { literal: "b" }, message: { literal: "-" } }, at("2026-11-20T10:00:00Z"));
    expect(await store.markRead(marie, theirs.id)).toBe(false);
    expect((await store.listFor(jean, 10))[0]?.isRead).toBe(false);
    expect(await store.markRead(marie, mine.id)).toBe(true);
    expect(await store.markRead(marie, mine.id)).toBe(true);
    expect((await store.listFor(marie, 10))[0]?.isRead).toBe(true);
  });

  it("marks all of one member's notifications read, nobody else's", async () => {
    const [marie, jean] = [await member(), await member()];
    for (const userId of [marie, marie, jean]) {
      await store.add({ userId, type: "other", title: { literal: "x" }, message: { literal: "-" } }, at("2026-11-20T10:00:00Z"));
    }
    await store.markAllRead(marie);
    expect((await store.listFor(marie, 10)).map((n) => n.isRead)).toEqual([true, true]);
    expect((await store.listFor(jean, 10)).map((n) => n.isRead)).toEqual([false]);
  });

  it("announces to every member, or to one service's members, in one statement", async () => {
    const water = await given.addService({ slug: "dlo", position: 1, text: { ht: { name: "Dlo", description: "Dlo" } } });
    const health = await given.addService({ slug: "sante", position: 2, text: { ht: { name: "Sante", description: "Sante" } } });
    const everyone = await db("users").count({ count: "*" }).first();
    const [drinker, nurse] = [await member(water), await member(health)];
    const sender = await member();

    const toAll = await store.announce({ senderId: sender, title: "Reyinyon", message: "Samdi a 10 è", serviceId: null }, at("2026-11-22T12:00:00Z"));
    expect(toAll).toHaveLength(Number(everyone?.count) + 3);
    const drinkersOwn = toAll?.find((n) => n.userId === drinker);
    expect((await store.listFor(drinker, 10))[0]).toEqual(drinkersOwn);
    expect(drinkersOwn).toMatchObject({ type: "system_announcement", title: { literal: "Reyinyon" }, message: { literal: "Samdi a 10 è" } });

    const toWater = await store.announce({ senderId: sender, title: "Dlo", message: "Pa gen dlo", serviceId: water }, at("2026-11-22T13:00:00Z"));
    expect(toWater?.map((n) => n.userId)).toEqual([drinker]);
    expect((await store.listFor(nurse, 10)).map((n) => n.title)).toEqual([{ literal: "Reyinyon" }]);
  });

  it("refuses an announcement to a service that does not exist and stores nothing", async () => {
    const sender = await member();
    expect(await store.announce({ senderId: sender, title: "x", message: "y", serviceId: 999_999 }, at("2026-11-22T12:00:00Z"))).toBeNull();
    expect(await db("announcements").count({ count: "*" }).first()).toEqual({ count: 0 });
  });

  it("notifies: stores, then pushes the stored notification to the member's streams", async () => {
    const marie = await member();
    const events = recordingEvents();
    const notifier = new PushingNotifier(store, events, steppingClock(at("2026-11-22T12:00:00Z")));
    await notifier.notify({ userId: marie, type: "call_request", title: { literal: "Apèl" }, message: { literal: "Jean vle pale avè ou" } });
    const [stored] = await store.listFor(marie, 10);
    expect(events.sent).toEqual([{ userId: marie, event: { type: "notification", notification: stored } }]);
  });

  it("serves a member's list and unread count from its indexes", async () => {
    const indexes = (await db.raw("select indexname from pg_indexes where tablename = 'notifications' order by indexname")) as {
      rows: { indexname: string }[];
    };
    expect(indexes.rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining(["notifications_user_created_idx", "notifications_user_unread_idx"]),
    );
  });
});
