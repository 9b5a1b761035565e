import { describe, expect, it } from "vitest";
import { tidyList } from "./tidy-list";

describe("tidyList", () => {
  it("trims, drops the empty items and keeps each once, case aside, in its first spelling", () => {
    expect(tidyList([" Batistè ", "", "batistè", "Patant", "  "])).toEqual(["Batistè", "Patant"]);
  });
});
