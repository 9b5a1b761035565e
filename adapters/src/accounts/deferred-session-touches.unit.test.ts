import { describe, expect, it, vi } from "vitest";
import { type BatchTouchingSessionStore, DeferredSessionTouches } from "./deferred-session-touches";

const storeWritingTo = (batches: Map<string, Date>[]): BatchTouchingSessionStore => ({
  create: vi.fn(async () => undefined),
  find: vi.fn(async () => null),
  touch: vi.fn(async () => undefined),
  delete: vi.fn(async () => undefined),
  deleteAllOf: vi.fn(async () => undefined),
  touchMany: async (touches) => {
    batches.push(new Map(touches));
  },
});

const at = (time: string) => new Date(`2026-11-27T${time}Z`);

describe("sessions' activity times written in batches", () => {
  it("writes every time noted within the delay in one batch, the latest per session", async () => {
    vi.useFakeTimers();
    try {
      const batches: Map<string, Date>[] = [];
      const touches = new DeferredSessionTouches(storeWritingTo(batches), 1_000, () => undefined);
      await touches.touch("rose", at("10:00:00"));
      await touches.touch("jak", at("10:00:01"));
      await touches.touch("rose", at("10:00:02"));
      await touches.touch("rose", at("10:00:01"));
      expect(batches).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(batches).toEqual([
        new Map([
          ["rose", at("10:00:02")],
          ["jak", at("10:00:01")],
        ]),
      ]);
      await touches.touch("jak", at("10:01:30"));
      await vi.advanceTimersByTimeAsync(1_000);
      expect(batches).toHaveLength(2);
      expect(batches[1]).toEqual(new Map([["jak", at("10:01:30")]]));
    } finally {
      vi.useRealTimers();
    }
  });

  it("forgets a signed-out session's time and writes what is left when the server stops", async () => {
    const batches: Map<string, Date>[] = [];
    const touches = new DeferredSessionTouches(storeWritingTo(batches), 60_000, () => undefined);
    await touches.touch("rose", at("10:00:00"));
    await touches.touch("jak", at("10:00:00"));
    await touches.delete("rose");
    await touches.flush();
    expect(batches).toEqual([new Map([["jak", at("10:00:00")]])]);
    await touches.flush();
    expect(batches).toHaveLength(1);
  });

  it("reports a batch the database refused, and keeps writing the next ones", async () => {
    const failures: unknown[] = [];
    const batches: Map<string, Date>[] = [];
    const store = storeWritingTo(batches);
    const refusingOnce = { ...store, touchMany: vi.fn().mockRejectedValueOnce(new Error("connection lost")).mockImplementation(store.touchMany) };
    const touches = new DeferredSessionTouches(refusingOnce, 60_000, (cause) => failures.push(cause));
    await touches.touch("rose", at("10:00:00"));
    await touches.flush();
    await touches.touch("jak", at("10:00:05"));
    await touches.flush();
    expect(failures).toHaveLength(1);
    expect(batches).toEqual([new Map([["jak", at("10:00:05")]])]);
  });
});
