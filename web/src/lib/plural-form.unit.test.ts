import { describe, expect, it } from "vitest";
import { formatCount, pluralForm } from "./plural-form";

describe("pluralForm", () => {
  it("uses the singular only for one in English and Spanish", () => {
    for (const language of ["en", "es"] as const) {
      expect([0, 1, 2, 21].map((count) => pluralForm(language, count))).toEqual(["other", "one", "other", "other"]);
    }
  });

  it("treats zero as singular in French, Portuguese and Creole", () => {
    for (const language of ["fr", "pt", "ht"] as const) {
      expect([0, 1, 2].map((count) => pluralForm(language, count))).toEqual(["one", "one", "other"]);
    }
  });
});

describe("formatCount", () => {
  it("groups digits the way each language writes them", () => {
    expect(formatCount("en", 12345)).toBe("12,345");
    expect(formatCount("es", 12345)).toBe("12.345");
    // French and Creole separate thousands with a narrow no-break space.
    expect(formatCount("fr", 12345)).toBe("12\u202f345");
    expect(formatCount("ht", 12345)).toBe("12\u202f345");
  });
});
