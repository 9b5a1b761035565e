import { describe, expect, it } from "vitest";
import { readAmount } from "./conversion";

describe("readAmount", () => {
  it.each([
    ["100", 100],
    ["12,50", 12.5],
    [" 12.50 ", 12.5],
    ["0", 0],
  ])("reads %j as an amount", (text, amount) => {
    expect(readAmount(text)).toEqual({ amount });
  });

  it.each(["", "   "])("asks for an amount when the box holds %j", (text) => {
    expect(readAmount(text)).toEqual({ problem: "converter.amount.required" });
  });

  it.each(["abc", "12,5,0", "-5", "1e3", "12 $"])("says %j is not an amount", (text) => {
    expect(readAmount(text)).toEqual({ problem: "converter.amount.invalid" });
  });
});
