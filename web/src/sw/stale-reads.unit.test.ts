import { describe, expect, it } from "vitest";
import { createStaleReads } from "./stale-reads";

describe("stale reads", () => {
  it("tells a page the oldest kept copy it was shown", () => {
    const reads = createStaleReads();
    expect(reads.of("page")).toBeNull();
    expect(reads.note("page", "Fri, 27 Nov 2026 09:00:00 GMT")).toEqual({ type: "stale-read", savedAt: "Fri, 27 Nov 2026 09:00:00 GMT" });
    expect(reads.note("page", "Thu, 26 Nov 2026 18:00:00 GMT").savedAt).toBe("Thu, 26 Nov 2026 18:00:00 GMT");
    expect(reads.note("page", "Fri, 27 Nov 2026 10:00:00 GMT").savedAt).toBe("Thu, 26 Nov 2026 18:00:00 GMT");
    expect(reads.note("page", null).savedAt).toBe("Thu, 26 Nov 2026 18:00:00 GMT");
    expect(reads.of("other")).toBeNull();
  });

  it("forgets the oldest pages beyond its limit", () => {
    const reads = createStaleReads(2);
    reads.note("a", null);
    reads.note("b", null);
    reads.note("c", null);
    expect(reads.of("a")).toBeNull();
    expect(reads.of("c")).toEqual({ type: "stale-read", savedAt: null });
  });
});
