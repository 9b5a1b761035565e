import { describe, expect, it } from "vitest";
import { buildSearchIndex } from "./bm25";

const index = buildSearchIndex([
  { id: "water", words: ["dlo", "pomp", "pan"] },
  { id: "school", words: ["lekol", "timoun", "lekol"] },
  { id: "both", words: ["dlo", "lekol", "twalet", "kantin", "ban", "liv"] },
]);

describe("buildSearchIndex", () => {
  it("ranks the document holding more of the question's words first", () => {
    expect(index.search(["dlo", "pan"], 3).map((hit) => hit.id)).toEqual(["water", "both"]);
  });

  it("favours the shorter document for the same word, and leaves out documents without any", () => {
    const hits = index.search(["lekol"], 3);
    expect(hits.map((hit) => hit.id)).toEqual(["school", "both"]);
  });

  it("weighs coverage by rarity: a missing rare word lowers it more than a missing common one", () => {
    const [hit] = index.search(["pomp", "dlo"], 1);
    expect(hit?.coverage).toBe(1);
    const [partial] = index.search(["dlo", "unknown"], 1);
    expect(partial?.coverage).toBeGreaterThan(0);
    expect(partial?.coverage).toBeLessThan(0.5);
  });

  it("finds nothing for words no document has", () => {
    expect(index.search(["foutbol"], 3)).toEqual([]);
  });
});
