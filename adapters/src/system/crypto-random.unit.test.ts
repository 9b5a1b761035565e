import { describe, expect, it } from "vitest";
import { cryptoRandom } from "./crypto-random";

describe("cryptoRandom", () => {
  it("gives the number of bytes asked, different each time", () => {
    const a = cryptoRandom.bytes(32);
    const b = cryptoRandom.bytes(32);
    expect(a).toHaveLength(32);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });

  it("gives version 4 UUIDs", () => {
    expect(cryptoRandom.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
