import { describe, expect, it } from "vitest";
import { immediately, seeingWrites, type AfterCommit } from "./seeing-writes";

/** A writer with private state, a watched write, an unwatched one and a plain value. */
class Counter {
  readonly name = "counter";
  #count = 0;

  async add(by: number): Promise<number> {
    this.#count += by;
    return this.#count;
  }

  async read(): Promise<number> {
    return this.#count;
  }

  async fail(): Promise<void> {
    throw new Error("refused");
  }
}

describe("seeingWrites", () => {
  it("forgets after a watched write succeeds, and only then", async () => {
    let forgotten = 0;
    const counter = seeingWrites(new Counter(), ["add", "fail"], () => (forgotten += 1), immediately);
    expect(await counter.read()).toBe(0);
    expect(forgotten).toBe(0);
    expect(await counter.add(2)).toBe(2);
    // Once now, once "after the commit", which is now outside a unit of work.
    expect(forgotten).toBe(2);
    await expect(counter.fail()).rejects.toThrow("refused");
    expect(forgotten).toBe(2);
    expect(counter.name).toBe("counter");
  });

  it("forgets again when the unit of work commits, not before", async () => {
    let forgotten = 0;
    const pending: (() => void)[] = [];
    const afterCommit: AfterCommit = (forget) => pending.push(forget);
    const counter = seeingWrites(new Counter(), ["add"], () => (forgotten += 1), afterCommit);
    await counter.add(1);
    expect(forgotten).toBe(1);
    for (const forget of pending) forget();
    expect(forgotten).toBe(2);
  });
});
