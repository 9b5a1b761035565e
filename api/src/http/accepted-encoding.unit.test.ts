import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./accepted-encoding";

describe("preferredEncoding", () => {
  it("prefers Brotli, then gzip, as browsers offer them", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("GZIP")).toBe("gzip");
  });

  it("honours refusals and the wildcard", () => {
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=abc, gzip")).toBe("gzip");
  });

  it("answers plain text when nothing compressed is accepted", () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("")).toBeNull();
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("deflate")).toBeNull();
  });
});
