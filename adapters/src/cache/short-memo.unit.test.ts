import { describe, expect, it } from "vitest";
import { ShortMemo } from "./short-memo";

const setup = (options: { keepFromSecondAsk?: boolean } = {}, capacity = 4) => {
  const time = { now: 0 };
  const memo = new ShortMemo<{ readonly key: string }>({ now: () => new Date(time.now) }, 1_000, capacity, options);
  let reads = 0;
  const read = (key: string) => () => {
    reads++;
    return Promise.resolve({ key });
  };
  return { memo, time, read, reads: () => reads };
};

describe("ShortMemo", () => {
  it("keeps a value from its first read until its lifetime ends", async () => {
    const { memo, time, read, reads } = setup();
    const first = await memo.get("a", read("a"));
    expect(await memo.get("a", read("a"))).toBe(first);
    time.now = 1_000;
    expect(await memo.get("a", read("a"))).not.toBe(first);
    expect(reads()).toBe(2);
  });

  describe("kept from the second ask", () => {
    it("hands a key asked once its own read, and keeps the value read at the second ask", async () => {
      const { memo, read, reads } = setup({ keepFromSecondAsk: true });
      const first = await memo.get("a", read("a"));
      const second = await memo.get("a", read("a"));
      expect(second).not.toBe(first);
      expect(await memo.get("a", read("a"))).toBe(second);
      expect(await memo.get("a", read("a"))).toBe(second);
      expect(reads()).toBe(2);
    });

    it("counts a second ask only within the lifetime of the first", async () => {
      const { memo, time, read, reads } = setup({ keepFromSecondAsk: true });
      await memo.get("a", read("a"));
      time.now = 1_000;
      await memo.get("a", read("a"));
      const kept = await memo.get("a", read("a"));
      expect(await memo.get("a", read("a"))).toBe(kept);
      expect(reads()).toBe(3);
    });

    it("remembers at most four times its capacity of keys asked once, the oldest forgotten first", async () => {
      const { memo, read, reads } = setup({ keepFromSecondAsk: true }, 1);
      for (const key of ["a", "b", "c", "d", "e"]) await memo.get(key, read(key));
      await memo.get("a", read("a"));
      await memo.get("a", read("a"));
      expect(reads()).toBe(7);
      const kept = await memo.get("e", read("e"));
      expect(await memo.get("e", read("e"))).toBe(kept);
      expect(reads()).toBe(8);
    });

    it("forgets the keys asked once with the values on clear", async () => {
      const { memo, read, reads } = setup({ keepFromSecondAsk: true });
      await memo.get("a", read("a"));
      memo.clear();
      await memo.get("a", read("a"));
      await memo.get("a", read("a"));
      expect(reads()).toBe(3);
    });
  });
});
