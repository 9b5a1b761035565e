import { describe, expect, it } from "vitest";
import { firstNameOf } from "./live-activity-view";

describe("firstNameOf", () => {
  it.each([
    ["Marie Joseph", "Marie"],
    ["  Jean-Baptiste   Pierre ", "Jean-Baptiste"],
    ["Wood", "Wood"],
  ])("names %j as %j", (fullName, first) => {
    expect(firstNameOf(fullName)).toBe(first);
  });

  it("has no name for an erased member's empty name", () => {
    expect(firstNameOf("  ")).toBeNull();
  });
});
