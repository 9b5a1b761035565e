import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { InProcessMemberEvents } from "../notifications/in-process-member-events";
import { CrossInstanceMemberEvents } from "./cross-instance-member-events";
import type { EventChannel } from "./event-channel";
import { deleteExpiredRows } from "./expired-rows-cleanup";
import { InMemoryPresence } from "./in-memory-presence";
import { isSharedDatabase, runOncePerPeriod, whileHoldingLock } from "./once-across-instances";
import { PostgresEventChannel } from "./postgres-event-channel";
import { PostgresPresence } from "./postgres-presence";
import { postgresRateLimitStore } from "./postgres-rate-limit-store";
import { RedisEventChannel } from "./redis-event-channel";
import { RedisPresence } from "./redis-presence";
import type { SharedPresence } from "./shared-presence";
import { sharedServerSecret } from "./shared-server-secret";

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseTargets())("shared state on $name", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  it("keeps one session key, however many instances start together", async () => {
    const keys = await Promise.all([sharedServerSecret(database.db), sharedServerSecret(database.db), sharedServerSecret(database.db)]);
    expect(new Set(keys).size).toBe(1);
    expect(Buffer.from(keys[0] ?? "", "base64")).toHaveLength(32);
    expect(await sharedServerSecret(database.db)).toBe(keys[0]);
  });

  it("runs a periodic job once per period, however many instances ask", async () => {
    let runs = 0;
    const job = { name: `job-${randomBytes(4).toString("hex")}`, everyMs: 60_000 };
    const work = async () => {
      runs += 1;
      await wait(50);
    };
    const ran = await Promise.all([runOncePerPeriod(database.db, job, work), runOncePerPeriod(database.db, job, work)]);
    expect(runs).toBe(1);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await runOncePerPeriod(database.db, job, work)).toBe(false);
    expect(await runOncePerPeriod(database.db, { ...job, everyMs: 1 }, work)).toBe(true);
  });

  it("lets start-up work run one instance at a time", async () => {
    const order: string[] = [];
    const step = (name: string) => async () => {
      order.push(`${name} in`);
      await wait(30);
      order.push(`${name} out`);
    };
    await Promise.all([whileHoldingLock(database.db, 99, step("a")), whileHoldingLock(database.db, 99, step("b"))]);
    if (isSharedDatabase(database.db)) expect([order[0]?.[0], order[1]?.[0]]).toEqual([order[0]?.[0], order[0]?.[0]]);
    expect(order).toHaveLength(4);
  });

  it("counts rate-limit hits in one window across stores, then starts a new window", async () => {
    const Store = postgresRateLimitStore(database.db);
    const a = new Store().child({ routeInfo: { method: "POST", url: "/api/auth/code" } });
    const b = new Store().child({ routeInfo: { method: "POST", url: "/api/auth/code" } });
    const other = new Store();
    const hit = (store: typeof a, key: string, windowMs: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (error, result) => (error === null && result !== undefined ? resolve(result) : reject(error ?? new Error("no result"))), windowMs, 5),
      );
    expect((await hit(a, "1.2.3.4", 60_000)).current).toBe(1);
    const second = await hit(b, "1.2.3.4", 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(50_000);
    expect((await hit(other, "1.2.3.4", 60_000)).current).toBe(1);
    expect((await hit(a, "5.6.7.8", 200)).current).toBe(1);
    await wait(250);
    expect((await hit(b, "5.6.7.8", 200)).current).toBe(1);
    await wait(250);
    expect(await deleteExpiredRows(database.db)).toBeGreaterThanOrEqual(1);
  });

  it("adds the global limit's hits in batches, and two stores together let the limit through once", async () => {
    const stores = [new (postgresRateLimitStore(database.db, { flushMs: 20 }))(), new (postgresRateLimitStore(database.db, { flushMs: 20 }))()];
    const address = `10.0.${randomBytes(1)[0] ?? 0}.${randomBytes(1)[0] ?? 0}`;
    const max = 30;
    let accepted = 0;
    for (let request = 0; request < 50; request++) {
      const store = stores[request % 2] as (typeof stores)[number];
      const { current } = await new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(address, (error, result) => (error === null && result !== undefined ? resolve(result) : reject(error ?? new Error("no result"))), 60_000, max),
      );
      if (current <= max) accepted += 1;
      if (request % 10 === 9) await wait(40);
    }
    await wait(60);
    const [row] = await database.db("rate_limit_hits").where({ key: `global:${address}` }).select("hits");
    expect(accepted).toBe(max);
    expect(Number(row?.hits)).toBe(50);
  });

  it("counts presence until it runs out or the member leaves", async () => {
    await presenceBehaves(new PostgresPresence(database.db));
  });

  it.runIf(target.name === "postgres")("carries member events to another instance, large ones through the table", async () => {
    const url = process.env.TEST_DATABASE_URL ?? "";
    const channel = `test_${randomBytes(6).toString("hex")}`;
    const failures: unknown[] = [];
    const sender = new PostgresEventChannel(database.db, url, (cause) => failures.push(cause), channel);
    const receiver = new PostgresEventChannel(database.db, url, (cause) => failures.push(cause), channel);
    try {
      await eventsCrossInstances(sender, receiver);
    } finally {
      await Promise.all([sender.close(), receiver.close()]);
    }
    expect(failures).toEqual([]);
  });
});

describe("in-memory presence", () => {
  it("counts presence until it runs out or the member leaves", async () => {
    await presenceBehaves(new InMemoryPresence());
  });
});

describe.runIf(process.env.TEST_DATABASE_URL !== undefined)("Redis", () => {
  it("carries member events to another instance", async () => {
    const channel = `test:${randomBytes(6).toString("hex")}`;
    const sender = new RedisEventChannel(redisUrl, () => undefined, channel);
    const receiver = new RedisEventChannel(redisUrl, () => undefined, channel);
    try {
      await eventsCrossInstances(sender, receiver);
    } finally {
      await Promise.all([sender.close(), receiver.close()]);
    }
  });

  it("counts presence until it runs out or the member leaves", async () => {
    const redis = new Redis(redisUrl);
    try {
      await presenceBehaves(new RedisPresence(redis, `test:${randomBytes(6).toString("hex")}:`));
    } finally {
      await redis.quit();
    }
  });
});

const presenceBehaves = async (presence: SharedPresence) => {
  await presence.touch("meeting-1", "11", 60_000);
  await presence.touch("meeting-1", "12", 60_000);
  await presence.touch("meeting-1", "12", 60_000);
  await presence.touch("meeting-1", "13", 1_500);
  await presence.touch("meeting-2", "11", 60_000);
  expect(await presence.count("meeting-1")).toBe(3);
  await wait(1_600);
  expect(await presence.count("meeting-1")).toBe(2);
  await presence.leave("meeting-1", "11");
  expect(await presence.count("meeting-1")).toBe(1);
  expect(await presence.count("meeting-2")).toBe(1);
  expect(await presence.count("nobody-here")).toBe(0);
};

const eventsCrossInstances = async (senderChannel: EventChannel, receiverChannel: EventChannel) => {
  const sending = new CrossInstanceMemberEvents(new InProcessMemberEvents(), senderChannel, (cause) => {
    throw cause;
  });
  const receiving = new CrossInstanceMemberEvents(new InProcessMemberEvents(), receiverChannel, (cause) => {
    throw cause;
  });
  await Promise.all([sending.start(), receiving.start()]);
  const received: unknown[] = [];
  const own: unknown[] = [];
  receiving.subscribe(7, { deliver: (event) => received.push(event), close: () => undefined });
  sending.subscribe(7, { deliver: (event) => own.push(event), close: () => undefined });
  const createdAt = new Date("2026-11-27T03:00:00.000Z");
  const small = { type: "points", entry: { id: 1, action: "ideaShared", points: 5, createdAt } } as const;
  const large = {
    type: "notification",
    notification: { id: 2, userId: 7, kind: "announcement", title: "x".repeat(20_000), body: "Bonjou", link: null, readAt: null, createdAt },
  } as unknown as Parameters<typeof sending.publish>[1];
  sending.publish(7, small);
  sending.publishToAll(large);
  sending.publish(8, small);
  for (let i = 0; i < 50 && received.length < 2; i += 1) await wait(20);
  expect(received).toEqual([small, large]);
  expect((received[0] as typeof small).entry.createdAt).toBeInstanceOf(Date);
  // The publishing instance's own streams get each event once (directly, not again from the channel).
  await wait(100);
  expect(own).toEqual([small, large]);
};
