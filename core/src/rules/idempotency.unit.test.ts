import { describe, expect, it } from "vitest";
import { isIdempotencyKey, repeatOutcome } from "./idempotency";

describe("idempotency keys", () => {
  it("accepts a UUID and any 16 to 128 letters, digits, dashes and underscores", () => {
    expect(isIdempotencyKey("0b9e4f2c-5c1e-4f7a-9d1b-2f3e4a5b6c7d")).toBe(true);
    expect(isIdempotencyKey("a".repeat(16))).toBe(true);
    expect(isIdempotencyKey("a".repeat(128))).toBe(true);
  });

  it("refuses short, long or odd keys", () => {
    expect(isIdempotencyKey("a".repeat(15))).toBe(false);
    expect(isIdempotencyKey("a".repeat(129))).toBe(false);
    expect(isIdempotencyKey("key with spaces in it")).toBe(false);
    expect(isIdempotencyKey("kle-ak-aksan-é-0123456")).toBe(false);
  });

  it("replays an answered request, refuses another request, and says when the first still runs", () => {
    expect(repeatOutcome({ fingerprint: "a", answered: true }, "a")).toBe("replay");
    expect(repeatOutcome({ fingerprint: "a", answered: false }, "a")).toBe("in-flight");
    expect(repeatOutcome({ fingerprint: "a", answered: true }, "b")).toBe("different-request");
    expect(repeatOutcome({ fingerprint: "a", answered: false }, "b")).toBe("different-request");
  });
});
