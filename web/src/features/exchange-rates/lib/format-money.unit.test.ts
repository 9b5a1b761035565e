import { describe, expect, it } from "vitest";
import { formatMoney, formatRate } from "./format-money";

/** Intl separates French digit groups with a narrow no-break space; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

describe("formatMoney", () => {
  it("writes Creole amounts as French-Haitian does, with two decimals", () => {
    expect(plain(formatMoney("ht", 13_250))).toBe("13 250,00");
    expect(plain(formatMoney("ht", 0.5))).toBe("0,50");
  });

  it.each([
    ["fr", "13 250,50"],
    ["en", "13,250.50"],
    ["es", "13.250,50"],
    ["pt", "13.250,50"],
  ] as const)("groups and separates decimals as %s does", (language, text) => {
    expect(plain(formatMoney(language, 13_250.5))).toBe(text);
  });
});

describe("formatRate", () => {
  it("keeps the decimals a small rate needs, and two at least", () => {
    expect(plain(formatRate("ht", 1 / 132.5))).toBe("0,0075");
    expect(plain(formatRate("en", 132.5))).toBe("132.50");
  });
});
