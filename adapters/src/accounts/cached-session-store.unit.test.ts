import { MemorySessionStore, steppingClock } from "@kominote/core/testing/account-doubles";
import { describe, expect, it } from "vitest";
import { CachedSessionStore } from "./cached-session-store";

const token = "t".repeat(43);
const session = { userId: 7, createdAt: new Date("2026-03-01T10:00:00Z"), expiresAt: new Date("2026-03-31T10:00:00Z") };

/** Counts the reads that reach the store behind the cache. */
const countingStore = () => {
  const store = new MemorySessionStore();
  let reads = 0;
  const find = store.find.bind(store);
  store.find = (value: string) => {
    reads += 1;
    return find(value);
  };
  return { store, reads: () => reads };
};

describe("CachedSessionStore", () => {
  it("serves repeated reads from memory for the cache's lifetime", async () => {
    const { store, reads } = countingStore();
    const clock = steppingClock(new Date("2026-03-01T10:00:00Z"));
    const cached = new CachedSessionStore(store, clock, 5_000);
    await cached.create(token, session);
    await cached.find(token);
    await cached.find(token);
    expect(reads()).toBe(1);
    clock.advance(5_000);
    await cached.find(token);
    expect(reads()).toBe(2);
  });

  it("makes sign-out take effect at once", async () => {
    const { store } = countingStore();
    const cached = new CachedSessionStore(store, steppingClock(new Date()), 5_000);
    await cached.create(token, session);
    expect(await cached.find(token)).not.toBeNull();
    await cached.delete(token);
    expect(await cached.find(token)).toBeNull();
  });

  it("does not keep a session read while it was being deleted", async () => {
    const { store } = countingStore();
    const cached = new CachedSessionStore(store, steppingClock(new Date()), 5_000);
    await cached.create(token, session);
    const racing = cached.find(token);
    await cached.delete(token);
    await racing;
    expect(await cached.find(token)).toBeNull();
  });

  it("reads activity written through it", async () => {
    const { store } = countingStore();
    const cached = new CachedSessionStore(store, steppingClock(new Date()), 5_000);
    await cached.create(token, session);
    await cached.find(token);
    await cached.touch(token, new Date("2026-03-02T10:00:00Z"));
    expect((await cached.find(token))?.lastActiveAt).toEqual(new Date("2026-03-02T10:00:00Z"));
  });

  it("keeps a session it holds when activity is noted, so the next request does not read it again", async () => {
    const { store, reads } = countingStore();
    const cached = new CachedSessionStore(store, steppingClock(new Date("2026-03-01T10:00:00Z")), 5_000);
    await cached.create(token, session);
    await cached.find(token);
    await cached.touch(token, new Date("2026-03-01T10:00:01Z"));
    const after = await cached.find(token);
    expect(reads()).toBe(1);
    expect(after?.lastActiveAt).toEqual(new Date("2026-03-01T10:00:01Z"));
    expect(after?.userId).toBe(7);
  });

  it("applies activity noted while the session was still being read", async () => {
    const { store, reads } = countingStore();
    const cached = new CachedSessionStore(store, steppingClock(new Date("2026-03-01T10:00:00Z")), 5_000);
    await cached.create(token, session);
    const racing = cached.find(token);
    await cached.touch(token, new Date("2026-03-01T10:00:02Z"));
    await racing;
    expect((await cached.find(token))?.lastActiveAt).toEqual(new Date("2026-03-01T10:00:02Z"));
    expect(reads()).toBe(1);
  });

  it("keeps at most `capacity` sessions, dropping the oldest", async () => {
    const { store, reads } = countingStore();
    const cached = new CachedSessionStore(store, steppingClock(new Date()), 5_000, 2);
    for (const name of ["a", "b", "c"]) await cached.find(name);
    await cached.find("c");
    await cached.find("b");
    expect(reads()).toBe(3);
    await cached.find("a");
    expect(reads()).toBe(4);
  });
});
