import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidPhone, normalizePhone, validatePhone } from "./phone";

describe("validatePhone", () => {
  it.each(["+50937123456", "+509 3712 3456", "50937123456", " 3712 3456 ", "1234567890123456", "+1234567890123456"])(
    "accepts %j",
    (phone) => {
      expect(validatePhone(phone)).toBeNull();
    },
  );

  it.each(["", "+", "0937123456", "+0509", "12345678901234567", "+509-3712-3456", "509 3712 345a", "++509"])(
    "rejects %j",
    (phone) => {
      expect(validatePhone(phone)).toBe("validation.phone.invalid");
    },
  );

  it("removes every space and nothing else", () => {
    expect(normalizePhone(" +509 37\t12  3456 ")).toBe("+50937123456");
    expect(normalizePhone("+509-37")).toBe("+509-37");
  });

  it("accepts 1 to 16 digits starting with 1-9, with or without plus and spaces", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,15}$/), fc.boolean(), (digits, plus) => {
        const spaced = digits.replace(/(\d{3})/g, "$1 ");
        expect(isValidPhone((plus ? "+" : "") + spaced)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{16,20}$/), (digits) => {
        expect(isValidPhone(digits)).toBe(false);
      }),
    );
  });
});
