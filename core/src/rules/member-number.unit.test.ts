import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMemberNumber, isValidMemberNumber, luhnCheckDigit, memberSequenceMax, parseMemberNumber } from "./member-number";

const sequences = fc.integer({ min: 1, max: memberSequenceMax });

describe("luhnCheckDigit", () => {
  it("matches published Luhn examples", () => {
    // 7992739871 is the textbook example: its check digit is 3.
    expect(luhnCheckDigit("7992739871")).toBe(3);
    // A Visa test number without its last digit (4111 1111 1111 1111).
    expect(luhnCheckDigit("411111111111111")).toBe(1);
    expect(luhnCheckDigit("0000000")).toBe(0);
  });
});

describe("formatMemberNumber", () => {
  it("writes KDS-, seven digits padded with zeros and the check digit", () => {
    expect(formatMemberNumber(123)).toBe("KDS-0000123-0");
    expect(formatMemberNumber(1)).toBe("KDS-0000001-8");
    expect(formatMemberNumber(9_999_999)).toBe("KDS-9999999-7");
  });

  it.each([0, -1, 10_000_000, 1.5, Number.NaN])("refuses sequence %s", (sequence) => {
    expect(() => formatMemberNumber(sequence)).toThrow(RangeError);
  });

  it("always gives the KDS shape and reads back to its sequence", () => {
    fc.assert(
      fc.property(sequences, (sequence) => {
        const number = formatMemberNumber(sequence);
        expect(number).toMatch(/^KDS-\d{7}-\d$/);
        expect(parseMemberNumber(number)).toBe(sequence);
      }),
    );
  });

  it("gives different members different numbers", () => {
    fc.assert(
      fc.property(sequences, sequences, (a, b) => {
        fc.pre(a !== b);
        expect(formatMemberNumber(a)).not.toBe(formatMemberNumber(b));
      }),
    );
  });
});

describe("parseMemberNumber / isValidMemberNumber", () => {
  it("accepts what people type, whatever the case and spaces around", () => {
    expect(parseMemberNumber(" kds-0000123-0 ")).toBe(123);
    expect(isValidMemberNumber("KDS-0000123-0")).toBe(true);
  });

  it.each(["KDS-0000123-4", "KDS-000123-0", "KDS-00001234-0", "KDS0000123-0", "ABC-0000123-0", "KDS-0000000-0", "", "KDS-00a0123-0"])(
    "refuses %j",
    (text) => {
      expect(isValidMemberNumber(text)).toBe(false);
      expect(parseMemberNumber(text)).toBeNull();
    },
  );

  it("catches any single changed digit", () => {
    fc.assert(
      fc.property(sequences, fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 9 }), (sequence, position, shift) => {
        const digits = formatMemberNumber(sequence).replace(/\D/g, "").split("");
        const changed = digits.map((digit, index) => (index === position ? String((Number(digit) + shift) % 10) : digit));
        const text = `KDS-${changed.slice(0, 7).join("")}-${changed[7] ?? ""}`;
        expect(isValidMemberNumber(text)).toBe(false);
      }),
    );
  });

  it("catches two swapped different neighbours among the seven digits", () => {
    fc.assert(
      fc.property(sequences, fc.integer({ min: 0, max: 5 }), (sequence, position) => {
        const digits = formatMemberNumber(sequence).slice(4, 11).split("");
        const [a, b] = [digits[position], digits[position + 1]];
        // Luhn misses only the 09 <-> 90 swap.
        fc.pre(a !== b && !((a === "0" && b === "9") || (a === "9" && b === "0")));
        const swapped = [...digits];
        swapped[position] = b ?? "";
        swapped[position + 1] = a ?? "";
        const check = formatMemberNumber(sequence).slice(-1);
        expect(isValidMemberNumber(`KDS-${swapped.join("")}-${check}`)).toBe(false);
      }),
    );
  });
});
