import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calendarDateIn,
  compareCalendarDates,
  formatCalendarDate,
  parseCalendarDate,
} from "./calendar-date";

describe("parseCalendarDate", () => {
  it("reads a date input's value", () => {
    expect(parseCalendarDate("2010-03-31")).toEqual({ year: 2010, month: 3, day: 31 });
    expect(parseCalendarDate(" 2000-02-29 ")).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it.each(["", "2010-3-31", "2010-02-30", "2011-02-29", "1900-02-29", "2010-13-01", "2010-00-10", "31/03/2010", "2010-03-31T00:00:00Z", "0050-01-01x"])(
    "rejects %j",
    (text) => {
      expect(parseCalendarDate(text)).toBeNull();
    },
  );

  it("keeps years below 100 as written", () => {
    expect(parseCalendarDate("0050-01-01")).toEqual({ year: 50, month: 1, day: 1 });
  });

  it("round-trips every real day through its text", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1900-01-01"), max: new Date("2200-12-31"), noInvalidDate: true }), (d) => {
        const day = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
        expect(parseCalendarDate(formatCalendarDate(day))).toEqual(day);
      }),
    );
  });
});

describe("calendarDateIn", () => {
  it("gives the day in Haiti, which is behind UTC", () => {
    // 02:00 UTC on 1 January is still 31 December in Port-au-Prince (UTC-5 in winter).
    expect(calendarDateIn(new Date("2025-01-01T02:00:00Z"))).toEqual({ year: 2024, month: 12, day: 31 });
    expect(calendarDateIn(new Date("2025-01-01T06:00:00Z"))).toEqual({ year: 2025, month: 1, day: 1 });
    expect(calendarDateIn(new Date("2025-01-01T02:00:00Z"), "UTC")).toEqual({ year: 2025, month: 1, day: 1 });
  });
});

describe("compareCalendarDates", () => {
  it("orders by year, then month, then day", () => {
    const a = { year: 2020, month: 5, day: 10 };
    expect(compareCalendarDates(a, { year: 2020, month: 5, day: 11 })).toBeLessThan(0);
    expect(compareCalendarDates(a, { year: 2020, month: 4, day: 30 })).toBeGreaterThan(0);
    expect(compareCalendarDates(a, { year: 2019, month: 12, day: 31 })).toBeGreaterThan(0);
    expect(compareCalendarDates(a, { ...a })).toBe(0);
  });
});
