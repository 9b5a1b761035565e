import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RepeatingTask } from "./repeating-task";

/** A task whose runs are counted and can be held open until `release`. */
const countedTask = () => {
  let held: (() => void) | undefined;
  const task = {
    runs: 0,
    hold: false,
    run: async () => {
      task.runs += 1;
      if (task.hold) await new Promise<void>((resolve) => (held = resolve));
    },
    release: () => held?.(),
  };
  return task;
};

describe("RepeatingTask", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs the task every interval once started, and not before", async () => {
    const task = countedTask();
    const repeating = new RepeatingTask(task.run, 5_000, () => {});
    await vi.advanceTimersByTimeAsync(20_000);
    expect(task.runs).toBe(0);
    repeating.start();
    repeating.start();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(task.runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(task.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task.runs).toBe(3);
    await repeating.stop();
  });

  it("does not start a run while the previous one is still going", async () => {
    const task = countedTask();
    const repeating = new RepeatingTask(task.run, 5_000, () => {});
    repeating.start();
    task.hold = true;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(task.runs).toBe(1);
    task.hold = false;
    task.release();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task.runs).toBe(2);
    await repeating.stop();
  });

  it("reports a failed run and keeps running", async () => {
    const failures: unknown[] = [];
    let runs = 0;
    const repeating = new RepeatingTask(
      async () => {
        runs += 1;
        throw new Error("database gone");
      },
      5_000,
      (cause) => failures.push(cause),
    );
    repeating.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(2);
    expect(failures).toHaveLength(2);
    await repeating.stop();
  });

  it("stops: no timer is left behind, and the run under way is waited for", async () => {
    const task = countedTask();
    const repeating = new RepeatingTask(task.run, 5_000, () => {});
    repeating.start();
    expect(repeating.started).toBe(true);
    expect(vi.getTimerCount()).toBe(1);
    task.hold = true;
    await vi.advanceTimersByTimeAsync(5_000);
    let stopped = false;
    const stopping = repeating.stop().then(() => (stopped = true));
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    task.release();
    await stopping;
    expect(stopped).toBe(true);
    expect(repeating.started).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task.runs).toBe(1);
  });
});
