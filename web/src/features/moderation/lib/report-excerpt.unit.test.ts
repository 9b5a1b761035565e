import { describe, expect, it } from "vitest";
import { reportExcerpt } from "./report-excerpt";

describe("reportExcerpt", () => {
  it("keeps a short text whole, on one line", () => {
    expect(reportExcerpt("  Lè klinik yo\nlouvri  ")).toBe("Lè klinik yo louvri");
  });

  it("cuts a long text to 80 characters ending with an ellipsis", () => {
    const excerpt = reportExcerpt("mo ".repeat(60));
    expect(excerpt.length).toBeLessThanOrEqual(80);
    expect(excerpt.length).toBeGreaterThan(70);
    expect(excerpt.endsWith("…")).toBe(true);
  });
});
