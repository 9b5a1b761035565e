import { describe, expect, it } from "vitest";
import { BatchedHitCounter, type AddHits, type HitsToAdd } from "./batched-hit-counter";

/** The shared table, in memory, on the test's clock; it records every batch it was sent. */
const sharedCount = (clock: { now: number }) => {
  const rows = new Map<string, { hits: number; endsAt: number }>();
  const batches: HitsToAdd[][] = [];
  let failing = false;
  const add: AddHits = async (batch) => {
    if (failing) throw new Error("the database did not answer");
    batches.push([...batch]);
    return new Map(
      batch.map(({ key, hits, windowMs }) => {
        const row = rows.get(key);
        const next = row === undefined || clock.now >= row.endsAt ? { hits, endsAt: clock.now + windowMs } : { hits: row.hits + hits, endsAt: row.endsAt };
        rows.set(key, next);
        return [key, { current: next.hits, ttl: next.endsAt - clock.now }];
      }),
    );
  };
  return { add, batches, rows, fail: (value: boolean) => (failing = value) };
};

const minute = 60_000;

describe("BatchedHitCounter", () => {
  it("adds a key's first hit at once, counts the next ones here and adds them in one batch", async () => {
    const clock = { now: 1_000 };
    const shared = sharedCount(clock);
    const counter = new BatchedHitCounter(shared.add, { now: () => clock.now });
    expect(await counter.hit("global:1.2.3.4", minute, 100)).toEqual({ current: 1, ttl: minute });
    for (let hit = 2; hit <= 5; hit++) expect((await counter.hit("global:1.2.3.4", minute, 100)).current).toBe(hit);
    expect(await counter.hit("global:5.6.7.8", minute, 100)).toEqual({ current: 1, ttl: minute });
    expect(shared.batches).toHaveLength(2);
    await counter.flush();
    expect(shared.batches.at(-1)).toEqual([{ key: "global:1.2.3.4", hits: 4, windowMs: minute }]);
    expect(shared.rows.get("global:1.2.3.4")?.hits).toBe(5);
  });

  it("counts exactly past half the limit, so two instances together never let more than the limit through", async () => {
    const clock = { now: 0 };
    const shared = sharedCount(clock);
    const instances = [new BatchedHitCounter(shared.add, { now: () => clock.now }), new BatchedHitCounter(shared.add, { now: () => clock.now })];
    const max = 40;
    let accepted = 0;
    for (let request = 0; request < 120; request++) {
      clock.now += 5;
      const counter = instances[request % 2] as BatchedHitCounter;
      if ((await counter.hit("global:10.0.0.1", minute, max)).current <= max) accepted += 1;
      // Each instance adds its waiting hits every 100 ms.
      if (request % 20 === 19) await Promise.all(instances.map((instance) => instance.flush()));
    }
    expect(accepted).toBe(max);
  });

  it("reads the shared count again when its last reading is more than ten flushes old", async () => {
    const clock = { now: 0 };
    const shared = sharedCount(clock);
    const a = new BatchedHitCounter(shared.add, { now: () => clock.now });
    const b = new BatchedHitCounter(shared.add, { now: () => clock.now });
    await a.hit("global:k", minute, 100);
    for (let hit = 0; hit < 30; hit++) await b.hit("global:k", minute, 100);
    await b.flush();
    clock.now += 1_001;
    expect((await a.hit("global:k", minute, 100)).current).toBe(32);
  });

  it("opens a new window once the last has ended", async () => {
    const clock = { now: 0 };
    const shared = sharedCount(clock);
    const counter = new BatchedHitCounter(shared.add, { now: () => clock.now });
    for (let hit = 0; hit < 10; hit++) await counter.hit("global:k", 1_000, 100);
    clock.now += 1_000;
    expect(await counter.hit("global:k", 1_000, 100)).toEqual({ current: 1, ttl: 1_000 });
  });

  it("keeps the hits of a batch the database refused for the next flush", async () => {
    const clock = { now: 0 };
    const shared = sharedCount(clock);
    const counter = new BatchedHitCounter(shared.add, { now: () => clock.now });
    await counter.hit("global:k", minute, 100);
    await counter.hit("global:k", minute, 100);
    await counter.hit("global:k", minute, 100);
    shared.fail(true);
    await counter.flush();
    shared.fail(false);
    await counter.flush();
    expect(shared.rows.get("global:k")?.hits).toBe(3);
  });

  it("counts every hit of a new key exactly once it remembers as many keys as allowed", async () => {
    const clock = { now: 0 };
    const shared = sharedCount(clock);
    const counter = new BatchedHitCounter(shared.add, { now: () => clock.now, maxKeys: 1 });
    await counter.hit("global:first", minute, 100);
    await counter.hit("global:second", minute, 100);
    await counter.hit("global:second", minute, 100);
    expect(shared.batches).toHaveLength(3);
    expect(shared.rows.get("global:second")?.hits).toBe(2);
  });
});
