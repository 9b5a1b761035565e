import { describe, expect, it } from "vitest";
import { languages } from "../i18n/languages";
import { formatInstant, type DateStyle } from "./date-format";

const styles: readonly DateStyle[] = ["date", "dateTime", "weekdayDate"];

/** Words only French writes in a date: months and weekdays (not "avril", the same in Creole), "à", "le", "h". */
const frenchWords = new Set([
  "janvier", "février", "mars", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre",
  "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "à", "le", "h",
]);
const words = (text: string): string[] => text.toLowerCase().split(/[\s,.:\d]+/u).filter((word) => word !== "");

/** Every day of a leap year at 16:17 UTC (11:17 in Haiti in winter, 12:17 in summer). */
const everyDayOf2028 = Array.from({ length: 366 }, (_, index) => new Date(Date.UTC(2028, 0, 1 + index, 16, 17)));

describe("formatInstant", () => {
  it("writes Creole days with Creole month names, on Haiti's clock", () => {
    expect(formatInstant("ht", "2026-11-25T16:17:00Z")).toBe("25 novanm 2026");
    expect(formatInstant("ht", "2026-11-25T16:17:00Z", "dateTime")).toBe("25 novanm 2026 a 11:17");
    expect(formatInstant("ht", "2026-11-25T16:17:00Z", "weekdayDate")).toBe("mèkredi 25 novanm 2026");
    expect(formatInstant("ht", new Date("2026-07-04T03:05:00Z"), "dateTime")).toBe("3 jiyè 2026 a 23:05");
  });

  it("names every Creole month and weekday", () => {
    const months = new Set(everyDayOf2028.map((day) => formatInstant("ht", day).split(" ")[1]));
    expect([...months]).toEqual(["janvye", "fevriye", "mas", "avril", "me", "jen", "jiyè", "out", "septanm", "oktòb", "novanm", "desanm"]);
    const weekdays = new Set(everyDayOf2028.slice(0, 7).map((day) => formatInstant("ht", day, "weekdayDate").split(" ")[0]));
    expect(weekdays).toEqual(new Set(["lendi", "madi", "mèkredi", "jedi", "vandredi", "samdi", "dimanch"]));
  });

  it("never lets a French word into a Creole date, in any style, on any day", () => {
    for (const style of styles) {
      for (const day of everyDayOf2028) {
        const written = formatInstant("ht", day, style);
        expect(words(written).filter((word) => frenchWords.has(word)), written).toEqual([]);
      }
    }
  });

  it("writes the other languages in their own words", () => {
    const instant = "2026-11-25T16:17:00Z";
    expect(formatInstant("fr", instant)).toBe("25 novembre 2026");
    expect(formatInstant("en", instant)).toBe("November 25, 2026");
    expect(formatInstant("es", instant)).toBe("25 de noviembre de 2026");
    expect(formatInstant("pt", instant)).toBe("25 de novembro de 2026");
    expect(formatInstant("fr", instant, "dateTime")).toContain("11:17");
  });

  it("takes the day in Haiti, not in the reader's zone", () => {
    // 03:30 UTC on the 1st of January is still the evening of the 31st of December in Haiti.
    for (const language of languages) expect(formatInstant(language, "2027-01-01T03:30:00Z")).toMatch(/31|2026/);
    expect(formatInstant("ht", "2027-01-01T03:30:00Z")).toBe("31 desanm 2026");
  });

  it("gives nothing for an unreadable instant", () => {
    expect(formatInstant("ht", "not a date")).toBe("");
    expect(formatInstant("en", new Date(Number.NaN))).toBe("");
  });

  it("writes the time alone on Haiti's clock, in Creole with the core's own digits", () => {
    const instant = "2026-11-25T16:17:00.000Z";
    expect(formatInstant("ht", instant, "time")).toBe("11:17");
    expect(formatInstant("fr", instant, "time")).toBe("11:17");
    expect(formatInstant("en", instant, "time")).toBe("11:17 AM");
  });
});
