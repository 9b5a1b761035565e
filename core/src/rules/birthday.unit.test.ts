import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCalendarDate } from "./calendar-date";
import { validateBirthday, validateBirthdayFormat } from "./birthday";

// Noon in Port-au-Prince on 15 June 2025.
const today = new Date("2025-06-15T16:00:00Z");

describe("validateBirthday", () => {
  it("requires a birthday", () => {
    expect(validateBirthday("", today)).toBe("validation.birthday.required");
    expect(validateBirthday("  ", today)).toBe("validation.birthday.required");
  });

  it.each(["15/06/2000", "2000-02-30", "1899-12-31", "abc"])("rejects the non-date %j", (text) => {
    expect(validateBirthday(text, today)).toBe("validation.birthday.invalid");
  });

  it("rejects a birthday after today", () => {
    expect(validateBirthday("2025-06-16", today)).toBe("validation.birthday.future");
    expect(validateBirthday("2030-01-01", today)).toBe("validation.birthday.future");
  });

  it("counts age as the difference of years", () => {
    // Born late in 2012: 13 by year difference in 2025, even before the birthday itself.
    expect(validateBirthday("2012-12-31", today)).toBeNull();
    expect(validateBirthday("2012-01-01", today)).toBeNull();
    expect(validateBirthday("2013-01-01", today)).toBe("validation.birthday.tooYoung");
    expect(validateBirthday("2025-06-15", today)).toBe("validation.birthday.tooYoung");
    expect(validateBirthday("1950-06-15", today)).toBeNull();
  });

  it("takes today's date in Haiti, not in UTC", () => {
    // 03:00 UTC on 1 January 2026 is still 31 December 2025 in Port-au-Prince.
    const newYearInUtc = new Date("2026-01-01T03:00:00Z");
    expect(validateBirthday("2013-05-01", newYearInUtc)).toBe("validation.birthday.tooYoung");
    expect(validateBirthday("2026-01-01", newYearInUtc)).toBe("validation.birthday.future");
    expect(validateBirthday("2013-05-01", new Date("2026-01-01T12:00:00Z"))).toBeNull();
  });

  it("accepts exactly the years at least 13 before today's year", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2025 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (year, month, day) => {
        const text = formatCalendarDate({ year, month, day });
        const expected = 2025 - year >= 13 ? null : undefined;
        const result = validateBirthday(text, today);
        if (expected === null) expect(result).toBeNull();
        else expect(["validation.birthday.tooYoung", "validation.birthday.future"]).toContain(result);
      }),
    );
  });
});

describe("validateBirthdayFormat", () => {
  it("checks presence and the date only", () => {
    expect(validateBirthdayFormat("")).toBe("validation.birthday.required");
    expect(validateBirthdayFormat("2000-13-01")).toBe("validation.birthday.invalid");
    expect(validateBirthdayFormat("2099-01-01")).toBeNull();
  });
});
