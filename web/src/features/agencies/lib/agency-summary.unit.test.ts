import { describe, expect, it } from "vitest";
import { sampleAgencies } from "../testing/agencies";
import { summarizeAgencies } from "./agency-summary";
import { safeWebsite, websiteLabel } from "./safe-website";

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

describe("safeWebsite", () => {
  it("links only http and https addresses", () => {
    expect(safeWebsite("https://www.dgi.gouv.ht/")?.href).toBe("https://www.dgi.gouv.ht/");
    expect(safeWebsite("http://mairie.ht")?.host).toBe("mairie.ht");
    expect(safeWebsite("javascript:alert(1)")).toBeNull();
    expect(safeWebsite("data:text/html,hi")).toBeNull();
    expect(safeWebsite("not a url")).toBeNull();
    expect(safeWebsite(null)).toBeNull();
  });

  it("reads as its host without www", () => {
    expect(websiteLabel(new URL("https://www.dgi.gouv.ht/fr"))).toBe("dgi.gouv.ht");
  });
});
