import { describe, expect, it } from "vitest";
import { startOfCalendarDate, startOfDayIn, startOfWeekIn, weekStartsIn } from "./zoned-periods";

const at = (iso: string) => new Date(iso);

describe("zoned periods (Haiti by default)", () => {
  it("starts a winter day at 05:00 UTC (EST) and a summer day at 04:00 UTC (EDT)", () => {
    expect(startOfDayIn(at("2026-01-15T18:30:00Z")).toISOString()).toBe("2026-01-15T05:00:00.000Z");
    expect(startOfDayIn(at("2026-07-15T18:30:00Z")).toISOString()).toBe("2026-07-15T04:00:00.000Z");
  });

  it("counts an instant just after UTC midnight as the previous Haitian day", () => {
    expect(startOfDayIn(at("2026-01-16T03:00:00Z")).toISOString()).toBe("2026-01-15T05:00:00.000Z");
  });

  it("starts days around the clock changes at the right offset", () => {
    // Clocks move forward on 2026-03-08 at 02:00 and back on 2026-11-01 at 02:00.
    expect(startOfCalendarDate({ year: 2026, month: 3, day: 8 }).toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfCalendarDate({ year: 2026, month: 3, day: 9 }).toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(startOfCalendarDate({ year: 2026, month: 11, day: 1 }).toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(startOfCalendarDate({ year: 2026, month: 11, day: 2 }).toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });

  it("starts the week on Monday 00:00 in Haiti", () => {
    // Sunday 2026-11-22 at 23:59 in Haiti (04:59 UTC on Monday) still belongs to the week of Monday 16.
    expect(startOfWeekIn(at("2026-11-23T04:59:00Z")).toISOString()).toBe("2026-11-16T05:00:00.000Z");
    expect(startOfWeekIn(at("2026-11-23T05:00:00Z")).toISOString()).toBe("2026-11-23T05:00:00.000Z");
    expect(startOfWeekIn(at("2026-11-16T05:00:00Z")).toISOString()).toBe("2026-11-16T05:00:00.000Z");
  });

  it("follows another zone when asked", () => {
    expect(startOfDayIn(at("2026-01-15T18:30:00Z"), "UTC").toISOString()).toBe("2026-01-15T00:00:00.000Z");
  });
});

describe("weekStartsIn", () => {
  it("gives the same answers as startOfWeekIn across week boundaries and back in time", () => {
    const weekStart = weekStartsIn();
    const instants = [
      "2026-11-18T12:00:00Z",
      "2026-11-23T04:59:59Z",
      "2026-11-23T05:00:00Z",
      "2026-11-30T04:59:59Z",
      "2026-11-10T12:00:00Z",
      "2026-03-09T03:59:00Z",
      "2026-03-09T04:00:00Z",
    ].map(at);
    expect(instants.map((instant) => weekStart(instant).toISOString())).toEqual(instants.map((instant) => startOfWeekIn(instant).toISOString()));
  });
});
