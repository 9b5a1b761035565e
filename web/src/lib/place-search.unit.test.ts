import { describe, expect, it } from "vitest";
import { searchWithChoice } from "./place-search";

const check = searchWithChoice("category", ["hospital", "police"] as const);

describe("searchWithChoice", () => {
  it("keeps a search and a known choice", () => {
    expect(check({ q: "lopital", category: "hospital" })).toEqual({ q: "lopital", category: "hospital" });
  });

  it("drops an unknown choice, a blank search and anything else in the address", () => {
    expect(check({ q: "   ", category: "castle", page: 2 })).toEqual({});
    expect(check({ category: 3 })).toEqual({});
  });

  it("keeps at most 100 characters of a search", () => {
    expect(check({ q: "a".repeat(250) }).q).toHaveLength(100);
  });
});
