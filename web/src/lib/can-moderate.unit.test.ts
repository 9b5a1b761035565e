import { describe, expect, it } from "vitest";
import { canModerate } from "./can-moderate";

describe("canModerate", () => {
  it("lets moderators and admins in", () => {
    expect(canModerate({ role: "moderator" })).toBe(true);
    expect(canModerate({ role: "admin" })).toBe(true);
  });

  it("keeps members, visitors and unknown roles out", () => {
    expect(canModerate({ role: "member" })).toBe(false);
    expect(canModerate({})).toBe(false);
    expect(canModerate(null)).toBe(false);
    expect(canModerate(undefined)).toBe(false);
  });
});
