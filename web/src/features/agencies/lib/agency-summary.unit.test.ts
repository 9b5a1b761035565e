import { describe, expect, it } from "vitest";
import { sampleAgencies } from "../testing/agencies";
import { summarizeAgencies } from "./agency-summary";

describe("summarizeAgencies", () => {
  it("counts the agencies, the departments they cover, and each type present in the filter's order", () => {
    expect(summarizeAgencies(sampleAgencies)).toEqual({
      total: 4,
      departments: 3,
      byType: [
        { type: "municipality", count: 1 },
        { type: "hospital", count: 1 },
        { type: "tax", count: 1 },
        { type: "other", count: 1 },
      ],
    });
    expect(summarizeAgencies([])).toEqual({ total: 0, departments: 0, byType: [] });
  });
});
