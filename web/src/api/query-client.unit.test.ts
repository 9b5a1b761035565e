import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

describe("the query client", () => {
  it("reads without retry, focus refetch or polling, and keeps data fresh", () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.retry).toBe(false);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.refetchInterval).toBe(false);
    expect(defaults?.staleTime).toBe(Number.POSITIVE_INFINITY);
  });
});
