import { describe, expect, it } from "vitest";
import { formatMoney, formatRate, formatRatesDate } from "./format-money";

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

describe("formatRatesDate", () => {
  it("gives the day and time in Haiti, in the reader's language", () => {
    // 13:30 UTC is 09:30 in Port-au-Prince in April (daylight saving time).
    expect(plain(formatRatesDate("ht", "2026-04-02T13:30:00.000Z"))).toBe("2 avril 2026 à 09:30");
    expect(plain(formatRatesDate("en", "2026-04-02T13:30:00.000Z"))).toBe("April 2, 2026 at 9:30 AM");
  });

  it("gives nothing for an unreadable date", () => {
    expect(formatRatesDate("ht", "yesterday")).toBe("");
  });
});
