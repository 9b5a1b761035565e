import { steppingClock } from "@kominote/core/testing/account-doubles";
import { leaderboardCategories, type Leaderboard } from "@kominote/core/schemas/points";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RepeatingTask } from "../system/repeating-task";
import { FreshLeaderboard } from "./fresh-leaderboard";
import type { BoardSnapshot, LeaderboardTable } from "./knex-leaderboard-table";

// Wednesday 18 November 2026 in Haiti; its week began on Monday 16 at 00:00 (05:00 UTC).
const wednesday = new Date("2026-11-18T12:00:00Z");
const week = new Date("2026-11-16T05:00:00Z");
const nextWeek = new Date("2026-11-23T05:00:00Z");
const freshness = { memoMs: 2_000, refreshEveryMs: 60_000 } as const;
const minute = 60_000;
/** The board is rebuilt once older than `refreshEveryMs`. */
const pastAMinute = minute + 1;

/** A board whose tasks list holds one entry scoring `version`, to tell builds apart. */
const boardVersion = (version: number): Leaderboard => ({
  ...(Object.fromEntries(leaderboardCategories.map((category) => [category, []])) as unknown as Leaderboard),
  tasks: [{ rank: 1, fullName: "Marie Joseph", username: "KDS-0000001-0", profilePhoto: null, score: version, weeklyActivity: 0 }],
});
const versionOf = (board: Leaderboard) => board.tasks[0]?.score;

/**
 * The table in memory; each rebuild bumps the version. `write` stands for a write to a table the
 * board counts. A rebuild can be held until `release`, and the next read (with what the table held
 * when it began) until `releaseRead`.
 */
const memoryTable = (initial: BoardSnapshot = { weekStart: null, refreshedAt: null, board: boardVersion(0) }) => {
  let snapshot = initial;
  let writes = 0;
  let held: Array<() => void> | null = null;
  let holdNextRead = false;
  let releaseRead = () => {};
  const counts = { reads: 0, refreshes: 0 };
  const table: LeaderboardTable = {
    read: async () => {
      counts.reads += 1;
      const seen = snapshot;
      if (holdNextRead) {
        holdNextRead = false;
        await new Promise<void>((resolve) => (releaseRead = resolve));
      }
      return seen;
    },
    refresh: async ({ weekStart, now, unlessRefreshedSince }) => {
      counts.refreshes += 1;
      if (held !== null) await new Promise<void>((resolve) => held?.push(resolve));
      if (snapshot.weekStart?.getTime() === weekStart.getTime() && snapshot.refreshedAt !== null && snapshot.refreshedAt >= unlessRefreshedSince) {
        return false;
      }
      snapshot = { weekStart, refreshedAt: now, board: boardVersion((versionOf(snapshot.board) ?? 0) + 1) };
      return true;
    },
    sourceWrites: async () => writes,
  };
  return {
    table,
    counts,
    write: () => void (writes += 1),
    hold: () => void (held = []),
    holdNextRead: () => void (holdNextRead = true),
    releaseRead: () => releaseRead(),
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const resolve of waiting) resolve();
    },
  };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A server that built the board once, at `wednesday`. */
const builtOnce = async () => {
  const clock = steppingClock(wednesday);
  const memory = memoryTable();
  const failures: unknown[] = [];
  const fresh = new FreshLeaderboard(memory.table, clock, freshness, (cause) => failures.push(cause));
  await fresh.boardFor(week);
  return { clock, memory, fresh, failures };
};

describe("FreshLeaderboard, for requests", () => {
  it("builds the board on first use, once for concurrent requests, then answers from memory", async () => {
    const clock = steppingClock(wednesday);
    const memory = memoryTable();
    const fresh = new FreshLeaderboard(memory.table, clock, freshness);
    const boards = await Promise.all([fresh.boardFor(week), fresh.boardFor(week), fresh.boardFor(week)]);
    expect(boards.map(versionOf)).toEqual([1, 1, 1]);
    expect(memory.counts).toEqual({ reads: 2, refreshes: 1 });
    clock.advance(1_999);
    await fresh.boardFor(week);
    expect(memory.counts).toEqual({ reads: 2, refreshes: 1 });
  });

  it("answers at once from a board of this week left in the table, however old, without rebuilding it", async () => {
    const clock = steppingClock(wednesday);
    const memory = memoryTable({ weekStart: week, refreshedAt: new Date(wednesday.getTime() - 60 * minute), board: boardVersion(7) });
    const fresh = new FreshLeaderboard(memory.table, clock, freshness);
    expect(versionOf(await fresh.boardFor(week))).toBe(7);
    expect(memory.counts).toEqual({ reads: 1, refreshes: 0 });
  });

  it("past the memo, answers at once and reads the table behind; never rebuilds, however old the board or how much was written", async () => {
    const { clock, memory, fresh } = await builtOnce();
    for (let step = 0; step < 10; step += 1) {
      memory.write();
      clock.advance(minute);
      expect(versionOf(await fresh.boardFor(week))).toBe(1);
      await settle();
    }
    expect(memory.counts).toEqual({ reads: 12, refreshes: 1 });
  });

  it("makes requests wait for the rebuild when a new week began", async () => {
    const { clock, memory, fresh } = await builtOnce();
    clock.advance(5 * 24 * 60 * minute);
    expect(versionOf(await fresh.boardFor(nextWeek))).toBe(2);
    expect(memory.counts.refreshes).toBe(2);
  });
});

describe("FreshLeaderboard, for the server's timer", () => {
  it("rebuilds once the board is over a minute old, asked for, and a table it counts was written; the next request gets it from memory", async () => {
    const { clock, memory, fresh } = await builtOnce();
    memory.write();
    clock.advance(minute);
    await fresh.boardFor(week);
    await fresh.refreshIfDue();
    expect(memory.counts.refreshes).toBe(1);
    clock.advance(1);
    await fresh.refreshIfDue();
    expect(memory.counts.refreshes).toBe(2);
    const reads = memory.counts.reads;
    expect(versionOf(await fresh.boardFor(week))).toBe(2);
    expect(memory.counts.reads).toBe(reads);
  });

  it("does nothing when nothing was written since its last build", async () => {
    const { clock, memory, fresh } = await builtOnce();
    for (let step = 0; step < 5; step += 1) {
      clock.advance(minute);
      await fresh.boardFor(week);
      await fresh.refreshIfDue();
    }
    expect(memory.counts.refreshes).toBe(1);
    memory.write();
    await fresh.boardFor(week);
    await fresh.refreshIfDue();
    expect(memory.counts.refreshes).toBe(2);
  });

  it("does nothing while nobody asks, and rebuilds at its first look after someone did", async () => {
    const { clock, memory, fresh } = await builtOnce();
    clock.advance(pastAMinute);
    // Its first look after the request that built the board: nothing was written.
    await fresh.refreshIfDue();
    memory.write();
    clock.advance(10 * minute);
    await fresh.refreshIfDue();
    await fresh.refreshIfDue();
    expect(memory.counts.refreshes).toBe(1);
    expect(versionOf(await fresh.boardFor(week))).toBe(1);
    await fresh.refreshIfDue();
    expect(memory.counts.refreshes).toBe(2);
  });

  it("does nothing before a board was ever asked for", async () => {
    const clock = steppingClock(wednesday);
    const memory = memoryTable();
    const fresh = new FreshLeaderboard(memory.table, clock, freshness);
    memory.write();
    clock.advance(10 * minute);
    await fresh.refreshIfDue();
    expect(memory.counts).toEqual({ reads: 0, refreshes: 0 });
  });

  it("rebuilds when a new week began, with nothing written and nobody asking, so the week's first request waits for nothing", async () => {
    const { clock, memory, fresh } = await builtOnce();
    await fresh.refreshIfDue();
    clock.advance(5 * 24 * 60 * minute);
    await fresh.refreshIfDue();
    expect(memory.counts.refreshes).toBe(2);
    const reads = memory.counts.reads;
    expect(versionOf(await fresh.boardFor(nextWeek))).toBe(2);
    expect(memory.counts).toEqual({ reads, refreshes: 2 });
  });

  it("serves the previous board while it rebuilds", async () => {
    const { clock, memory, fresh } = await builtOnce();
    memory.write();
    clock.advance(pastAMinute);
    await fresh.boardFor(week);
    memory.hold();
    const rebuilding = fresh.refreshIfDue();
    await settle();
    expect(memory.counts.refreshes).toBe(2);
    expect(versionOf(await fresh.boardFor(week))).toBe(1);
    memory.release();
    await rebuilding;
    expect(versionOf(await fresh.boardFor(week))).toBe(2);
  });

  it("keeps the rebuilt board when a read that began before the rebuild lands after it", async () => {
    const { clock, memory, fresh } = await builtOnce();
    memory.write();
    clock.advance(pastAMinute);
    memory.holdNextRead();
    expect(versionOf(await fresh.boardFor(week))).toBe(1);
    await fresh.refreshIfDue();
    memory.releaseRead();
    await settle();
    expect(versionOf(await fresh.boardFor(week))).toBe(2);
  });

  it("leaves alone a board another process rebuilt within the minute, and rebuilds a minute after it", async () => {
    const { clock, memory, fresh } = await builtOnce();
    memory.write();
    clock.advance(pastAMinute);
    await fresh.boardFor(week);
    await settle();
    // Another process rebuilds it before this one looks.
    await memory.table.refresh({ weekStart: week, now: clock.now(), unlessRefreshedSince: clock.now() });
    await fresh.refreshIfDue();
    expect(versionOf((await memory.table.read()).board)).toBe(2);
    clock.advance(freshness.memoMs);
    await fresh.boardFor(week);
    await settle();
    expect(versionOf(await fresh.boardFor(week))).toBe(2);

    clock.advance(pastAMinute);
    await fresh.boardFor(week);
    await fresh.refreshIfDue();
    expect(versionOf(await fresh.boardFor(week))).toBe(3);
  });

  it("reports a failed rebuild and keeps serving the board", async () => {
    const { clock, memory, fresh, failures } = await builtOnce();
    memory.table.refresh = async () => {
      throw new Error("database gone");
    };
    memory.write();
    clock.advance(pastAMinute);
    await fresh.boardFor(week);
    await expect(fresh.refreshIfDue()).resolves.toBeUndefined();
    expect(failures).toHaveLength(1);
    expect(versionOf(await fresh.boardFor(week))).toBe(1);
  });
});

describe("FreshLeaderboard on a repeating timer", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is rebuilt by the timer within its period once due, and nothing is left running once the timer stops", async () => {
    vi.useFakeTimers({ now: wednesday });
    const clock = { now: () => new Date() };
    const memory = memoryTable();
    const fresh = new FreshLeaderboard(memory.table, clock, freshness);
    const timer = new RepeatingTask(() => fresh.refreshIfDue(), 5_000, () => {});
    timer.start();
    await fresh.boardFor(week);
    memory.write();
    await vi.advanceTimersByTimeAsync(minute - 5_000);
    await fresh.boardFor(week);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(memory.counts.refreshes).toBe(1);
    await vi.advanceTimersByTimeAsync(5_001);
    expect(memory.counts.refreshes).toBe(2);
    expect(versionOf(await fresh.boardFor(week))).toBe(2);

    await timer.stop();
    expect(vi.getTimerCount()).toBe(0);
    memory.write();
    await fresh.boardFor(week);
    await vi.advanceTimersByTimeAsync(10 * minute);
    expect(memory.counts.refreshes).toBe(2);
  });
});
