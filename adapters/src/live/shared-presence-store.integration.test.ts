import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { InMemoryPresence } from "../instances/in-memory-presence";
import { PostgresPresence } from "../instances/postgres-presence";
import { SharedPresenceStore } from "./shared-presence-store";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseTargets())("the live meeting's viewers in the shared presence on $name", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  it("counts the same tabs on two instances, each tab once, and drops a quiet one after the window", async () => {
    const [first, second] = [new SharedPresenceStore(new PostgresPresence(database.db), 1_000), new SharedPresenceStore(new PostgresPresence(database.db), 1_000)];
    await first.touch("tab-a");
    await second.touch("tab-b");
    await second.touch("tab-a");
    expect([await first.count(), await second.count()]).toEqual([2, 2]);
    await first.leave("tab-b");
    expect(await second.count()).toBe(1);
    await wait(1_100);
    expect(await first.count()).toBe(0);
  });
});

describe("the live meeting's viewers in one process", () => {
  it("forgets a tab the window after its last heartbeat, not after its first", async () => {
    let now = 0;
    const store = new SharedPresenceStore(new InMemoryPresence(() => now), 30_000);
    await store.touch("tab-a");
    now = 20_000;
    await store.touch("tab-a");
    await store.touch("tab-b");
    now = 45_000;
    expect(await store.count()).toBe(2);
    now = 50_001;
    expect(await store.count()).toBe(0);
  });

  it("keeps at most its capacity, dropping the tab heard from longest ago", async () => {
    const store = new SharedPresenceStore(new InMemoryPresence(Date.now, 2));
    for (const tab of ["a", "b", "c"]) await store.touch(tab);
    expect(await store.count()).toBe(2);
  });
});
