import { steppingClock } from "@kominote/core/testing/account-doubles";
import { memoryNotifications, recordingEvents } from "@kominote/core/testing/notification-doubles";
import type { Knex } from "knex";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { emptyFoundationTables, knexFixtures } from "../services/knex-fixtures";
import { KnexNotificationStore } from "./knex-notification-store";
import { notificationStoreContract, type NotificationHarness } from "./notification-store.contract";
import { PushingNotifier } from "./pushing-notifier";

const at = (iso: string) => new Date(iso);

const emptied = async (db: Knex): Promise<void> => {
  await db("notifications").delete();
  await db("announcements").delete();
  await emptyFoundationTables(db);
};

const harnessOn = async (db: Knex): Promise<NotificationHarness> => {
  await emptied(db);
  const given = knexFixtures(db);
  let services = 0;
  return {
    store: new KnexNotificationStore(db),
    given: {
      service: () => given.addService({ slug: `sevis-${String((services += 1))}`, position: services, text: {} }),
      member: (joinedServiceId) => given.addMember({ joinedServiceId }),
      announcementCount: async () => Number(((await db("announcements").count({ count: "*" }).first()) as { count: number | string }).count),
    },
  };
};

/** The in-memory twin the use-case tests rely on, held to the same promises. */
const memoryHarness = async (): Promise<NotificationHarness> => {
  const members: { id: number; serviceId: number | null }[] = [];
  const services: number[] = [];
  const { store, announcements } = memoryNotifications(members, services);
  return {
    store,
    given: {
      service: async () => {
        services.push(services.length + 1);
        return services.length;
      },
      member: async (serviceId) => {
        members.push({ id: members.length + 1, serviceId });
        return members.length;
      },
      announcementCount: async () => announcements.length,
    },
  };
};

describe("NotificationStore in memory", () => notificationStoreContract(memoryHarness));

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

  describe("NotificationStore", () => notificationStoreContract(() => harnessOn(db)));

  beforeEach(() => emptied(db));

  const member = (joinedServiceId: number | null = null) => given.addMember({ joinedServiceId });

  it("notifies: stores, then pushes the stored notification to the member's streams", async () => {
    const marie = await member();
    const events = recordingEvents();
    const notifier = new PushingNotifier(store, events, steppingClock(at("2026-11-22T12:00:00Z")));
    await notifier.notify({ userId: marie, type: "call_request", title: { literal: "Apèl" }, message: { literal: "Jean vle pale avè ou" } });
    const [stored] = await store.listFor(marie, 10);
    expect(events.sent).toEqual([{ userId: marie, event: { type: "notification", notification: stored } }]);
  });

  it("announces to no former member: an erased account is a tombstone, not a recipient", async () => {
    const [stays, left] = [await member(), await member()];
    await db("users").where({ id: left }).update({
      deleted_at: at("2026-11-22T11:00:00Z"),
      ...{ email: null, phone_number: null, password_hash: null, profile_photo: null, address: null, bio: null, birthday: null, full_name: "" },
    });
    const sent = await store.announce({ senderId: stays, title: "Reyinyon", message: "Samdi", serviceId: null }, at("2026-11-22T12:00:00Z"));
    expect(sent?.map((n) => n.userId)).toEqual([stays]);
    expect(await store.listFor(left, 10)).toEqual([]);
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
