import { describe, expect, it } from "vitest";
import { withIdempotencyKey } from "./idempotency-key";

describe("withIdempotencyKey", () => {
  it("carries the key as the header the server reads, or nothing without one", () => {
    expect(withIdempotencyKey("key-1-0123456789abcdef")).toEqual({ headers: { "Idempotency-Key": "key-1-0123456789abcdef" } });
    expect(withIdempotencyKey(undefined)).toEqual({});
  });
});
