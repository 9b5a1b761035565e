import { describe, expect, it } from "vitest";
import { excerpt } from "./excerpt";

describe("excerpt", () => {
  it("keeps a short text whole, on one line", () => {
    expect(excerpt("  Fè lari a\n pwòp  ")).toBe("Fè lari a pwòp");
  });

  it("cuts a long text to 80 characters, ending with an ellipsis", () => {
    expect(excerpt("a".repeat(100))).toBe(`${"a".repeat(79)}…`);
    expect(excerpt(`${"mo ".repeat(26)}   ${"b".repeat(30)}`)).toBe(`${"mo ".repeat(26).trimEnd()} b…`);
  });
});
