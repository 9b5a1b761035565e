import { steppingClock } from "@kominote/core/testing/account-doubles";
import { describe, expect, it } from "vitest";
import { VariantMemo } from "./variant-memo";

const counting = () => {
  const asked: number[] = [];
  return { asked, load: (limit: number) => async () => (asked.push(limit), `first ${limit}`) };
};

describe("VariantMemo", () => {
  it("keeps one answer per key for the number it was read with", async () => {
    const { asked, load } = counting();
    const memo = new VariantMemo<string>(steppingClock(new Date("2026-11-18T12:00:00Z")), 5_000, 10);
    expect(await memo.get(7, 20, load(20))).toBe("first 20");
    expect(await memo.get(7, 20, load(20))).toBe("first 20");
    expect(await memo.get(8, 20, load(20))).toBe("first 20");
    expect(asked).toEqual([20, 20]);
  });

  it("reads again when asked with another number, and keeps that answer in place of the old one", async () => {
    const { asked, load } = counting();
    const memo = new VariantMemo<string>(steppingClock(new Date("2026-11-18T12:00:00Z")), 5_000, 10);
    await memo.get(7, 20, load(20));
    expect(await memo.get(7, 50, load(50))).toBe("first 50");
    expect(await memo.get(7, 50, load(50))).toBe("first 50");
    expect(asked).toEqual([20, 50]);
    await memo.get(7, 20, load(20));
    expect(asked).toEqual([20, 50, 20]);
  });
});
