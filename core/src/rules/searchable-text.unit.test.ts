import { describe, expect, it } from "vitest";
import { searchable, searchWords } from "./searchable-text";

describe("searchable", () => {
  it("sets accents and case aside", () => {
    expect(searchable("Lopital Sen-Mikèl, Jérémie")).toBe("lopital sen-mikel, jeremie");
    expect(searchable("ÉGLISE")).toBe("eglise");
  });
});

describe("searchWords", () => {
  it("splits a search into searchable words, dropping blanks", () => {
    expect(searchWords("  Lopital   Jérémie ")).toEqual(["lopital", "jeremie"]);
  });

  it("has no word for a blank or missing search", () => {
    expect(searchWords("   ")).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });
});
