import { describe, expect, it } from "vitest";
import { boardSourceTables, categorySources } from "./category-sources";

const tablesReadBy = (sql: string): string[] => [...sql.matchAll(/\b(?:from|join)\s+([a-z_]+)/gi)].map((match) => match[1] as string);

describe("boardSourceTables", () => {
  it("holds every table a category's source reads, so that no write the board counts goes unnoticed", () => {
    const read = new Set(Object.values(categorySources).flatMap(tablesReadBy));
    expect(read.size).toBeGreaterThan(0);
    for (const table of read) expect(boardSourceTables).toContain(table);
  });

  it("holds the points ledger, which gives every listed member's weekly activity", () => {
    expect(boardSourceTables).toContain("points_ledger");
  });
});
