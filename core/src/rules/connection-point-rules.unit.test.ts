import { describe, expect, it } from "vitest";
import { requirementsFor, toConnectionPointSummary } from "./connection-point-rules";

describe("requirementsFor", () => {
  it("keeps the requirements of a point that is not free, trimmed", () => {
    expect(requirementsFor(false, "  Kat manm lekòl la ")).toBe("Kat manm lekòl la");
  });

  it("drops them for a free point, and reads a blank as none", () => {
    expect(requirementsFor(true, "Kat manm")).toBeNull();
    expect(requirementsFor(false, "   ")).toBeNull();
    expect(requirementsFor(false, undefined)).toBeNull();
  });
});

describe("toConnectionPointSummary", () => {
  it("rounds the mean speed to whole Mbps", () => {
    expect(toConnectionPointSummary({ total: 3, active: 2, free: 1, meanSpeed: 12.5 })).toEqual({ total: 3, active: 2, free: 1, averageSpeed: 13 });
    expect(toConnectionPointSummary({ total: 2, active: 2, free: 2, meanSpeed: 12.49 }).averageSpeed).toBe(12);
  });

  it("says 0 Mbps when no point is approved", () => {
    expect(toConnectionPointSummary({ total: 0, active: 0, free: 0, meanSpeed: null })).toEqual({ total: 0, active: 0, free: 0, averageSpeed: 0 });
  });
});
