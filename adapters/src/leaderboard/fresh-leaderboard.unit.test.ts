import { steppingClock } from "@kominote/core/testing/account-doubles";
import { leaderboardCategories, type Leaderboard } from "@kominote/core/schemas/points";
import { describe, expect, it } from "vitest";
import { FreshLeaderboard } from "./fresh-leaderboard";
import type { BoardSnapshot, LeaderboardTable } from "./knex-leaderboard-table";

const week = new Date("2026-11-16T05:00:00Z");
const nextWeek = new Date("2026-11-23T05:00:00Z");
const freshness = { memoMs: 2_000, refreshEveryMs: 30_000 } as const;

/** A board whose tasks list holds one entry scoring `version`, to tell builds apart. */
const boardVersion = (version: number): Leaderboard => ({
  ...(Object.fromEntries(leaderboardCategories.map((category) => [category, []])) as unknown as Leaderboard),
  tasks: [{ rank: 1, fullName: "Marie Joseph", username: "KDS-0000001-0", profilePhoto: null, score: version, weeklyActivity: 0 }],
});
const versionOf = (board: Leaderboard) => board.tasks[0]?.score;

/** The table in memory; each rebuild bumps the version. A rebuild can be held until `release`. */
const memoryTable = () => {
  let snapshot: BoardSnapshot = { weekStart: null, refreshedAt: null, board: boardVersion(0) };
  let held: Array<() => void> | null = null;
  const counts = { reads: 0, refreshes: 0 };
  const table: LeaderboardTable = {
    read: async () => {
      counts.reads += 1;
      return snapshot;
    },
    refresh: async ({ weekStart, now }) => {
      counts.refreshes += 1;
      if (held !== null) await new Promise<void>((resolve) => held?.push(resolve));
      snapshot = { weekStart, refreshedAt: now, board: boardVersion((versionOf(snapshot.board) ?? 0) + 1) };
      return true;
    },
  };
  return {
    table,
    counts,
    hold: () => void (held = []),
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const resolve of waiting) resolve();
    },
  };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("FreshLeaderboard", () => {
  it("builds the board on first use, once for concurrent requests, then answers from memory", async () => {
    const clock = steppingClock(new Date("2026-11-18T12:00:00Z"));
    const memory = memoryTable();
    const fresh = new FreshLeaderboard(memory.table, clock, freshness);
    const boards = await Promise.all([fresh.boardFor(week), fresh.boardFor(week), fresh.boardFor(week)]);
    expect(boards.map(versionOf)).toEqual([1, 1, 1]);
    expect(memory.counts).toEqual({ reads: 2, refreshes: 1 });
    clock.advance(1_999);
    await fresh.boardFor(week);
    expect(memory.counts).toEqual({ reads: 2, refreshes: 1 });
  });

  it("past the memo, answers at once and reads the table behind; past the refresh interval, rebuilds in the background", async () => {
    const clock = steppingClock(new Date("2026-11-18T12:00:00Z"));
    const memory = memoryTable();
    const fresh = new FreshLeaderboard(memory.table, clock, freshness);
    await fresh.boardFor(week);
    clock.advance(2_000);
    expect(versionOf(await fresh.boardFor(week))).toBe(1);
    await settle();
    expect(memory.counts).toEqual({ reads: 3, refreshes: 1 });

    clock.advance(30_000);
    memory.hold();
    // Stale: every request keeps getting the previous board while one rebuild runs.
    expect(versionOf(await fresh.boardFor(week))).toBe(1);
    await settle();
    expect(versionOf(await fresh.boardFor(week))).toBe(1);
    clock.advance(2_000);
    expect(versionOf(await fresh.boardFor(week))).toBe(1);
    await settle();
    expect(memory.counts.refreshes).toBe(2);
    memory.release();
    await settle();
    // The rebuild done, the next request reads it behind, the one after gets it.
    expect(versionOf(await fresh.boardFor(week))).toBe(1);
    await settle();
    expect(versionOf(await fresh.boardFor(week))).toBe(2);
    expect(memory.counts.refreshes).toBe(2);
  });

  it("makes requests wait for the rebuild when a new week began", async () => {
    const clock = steppingClock(new Date("2026-11-18T12:00:00Z"));
    const memory = memoryTable();
    const fresh = new FreshLeaderboard(memory.table, clock, freshness);
    await fresh.boardFor(week);
    clock.advance(5 * 24 * 60 * 60 * 1000);
    expect(versionOf(await fresh.boardFor(nextWeek))).toBe(2);
    expect(memory.counts.refreshes).toBe(2);
  });

  it("keeps serving the board when a background rebuild fails, and reports it", async () => {
    const clock = steppingClock(new Date("2026-11-18T12:00:00Z"));
    const memory = memoryTable();
    const failures: unknown[] = [];
    const fresh = new FreshLeaderboard(memory.table, clock, freshness, (cause) => failures.push(cause));
    await fresh.boardFor(week);
    memory.table.refresh = async () => {
      throw new Error("database gone");
    };
    clock.advance(30_000);
    expect(versionOf(await fresh.boardFor(week))).toBe(1);
    await settle();
    await settle();
    expect(failures).toHaveLength(1);
    expect(versionOf(await fresh.boardFor(week))).toBe(1);
  });
});
