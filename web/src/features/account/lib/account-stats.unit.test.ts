import { describe, expect, it } from "vitest";
import { daysSinceJoining, initialsOf, servicesJoined } from "./account-stats";

describe("servicesJoined", () => {
  it("is 1 once the member joined a service, else 0", () => {
    expect(servicesJoined({ joinedServiceId: 4 })).toBe(1);
    expect(servicesJoined({ joinedServiceId: null })).toBe(0);
  });
});

describe("daysSinceJoining", () => {
  it("counts whole days, rounding down", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    expect(daysSinceJoining("2026-03-10T08:00:00Z", now)).toBe(0);
    expect(daysSinceJoining("2026-03-09T12:00:00Z", now)).toBe(1);
    expect(daysSinceJoining("2026-03-01T13:00:00Z", now)).toBe(8);
  });

  it("never goes below zero, even with a clock behind the server's", () => {
    expect(daysSinceJoining("2026-03-11T00:00:00Z", new Date("2026-03-10T00:00:00Z"))).toBe(0);
  });
});

describe("initialsOf", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initialsOf("marie  claire joseph")).toBe("MJ");
    expect(initialsOf("Élie")).toBe("É");
    expect(initialsOf("")).toBe("");
  });
});
