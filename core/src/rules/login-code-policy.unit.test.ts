import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptedRandom } from "../testing/account-doubles";
import { drawLoginCode, loginContactKey, minutesUntil, normalizeLoginContact } from "./login-code-policy";

const bytesOf = (value: number): number[] => [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
/** floor(2^32 / 10^6) * 10^6: the first 32-bit value that is drawn again. */
const limit = 4_294_000_000;

describe("drawLoginCode", () => {
  it("gives six digits, keeping leading zeros", () => {
    expect(drawLoginCode(scriptedRandom(bytesOf(42)))).toBe("000042");
    expect(drawLoginCode(scriptedRandom(bytesOf(1_999_999)))).toBe("999999");
  });

  it("draws again rather than fold the top of the range onto low codes (no modulo bias)", () => {
    const random = scriptedRandom(bytesOf(limit), bytesOf(0xffffffff), bytesOf(123_456));
    expect(drawLoginCode(random)).toBe("123456");
    expect(random.taken).toBe(3);
  });

  it("maps every accepted value to its remainder, so each code has the same number of sources", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: limit - 1 }), (value) => {
        expect(drawLoginCode(scriptedRandom(bytesOf(value)))).toBe(String(value % 1_000_000).padStart(6, "0"));
      }),
    );
  });
});

describe("contacts", () => {
  it("binds a code to the channel and the contact as stored", () => {
    expect(normalizeLoginContact("email", "  Marie.Joseph@Example.HT ")).toBe("marie.joseph@example.ht");
    expect(normalizeLoginContact("phone", "+509 3712 3456")).toBe("+50937123456");
    expect(loginContactKey("email", "a@b.ht")).not.toBe(loginContactKey("phone", "a@b.ht"));
  });
});

describe("minutesUntil", () => {
  it("rounds up to whole minutes, never below one", () => {
    const now = new Date("2026-03-01T10:00:00Z");
    expect(minutesUntil(now, new Date("2026-03-01T10:00:10Z"))).toBe(1);
    expect(minutesUntil(now, new Date("2026-03-01T10:09:01Z"))).toBe(10);
    expect(minutesUntil(now, now)).toBe(1);
  });
});
