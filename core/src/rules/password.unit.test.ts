import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { passwordMaxLength, validatePassword, validatePasswordConfirmation } from "./password";

describe("validatePassword", () => {
  it("needs at least 6 characters", () => {
    expect(validatePassword("")).toBe("validation.password.tooShort");
    expect(validatePassword("12345")).toBe("validation.password.tooShort");
    expect(validatePassword("123456")).toBeNull();
    expect(validatePassword("      ")).toBeNull();
  });

  it("counts characters, not UTF-16 units", () => {
    expect(validatePassword("😀😀😀")).toBe("validation.password.tooShort");
    expect(validatePassword("😀😀😀😀😀😀")).toBeNull();
  });

  it("refuses more than 128 characters", () => {
    expect(validatePassword("a".repeat(passwordMaxLength))).toBeNull();
    expect(validatePassword("a".repeat(passwordMaxLength + 1))).toBe("validation.password.tooLong");
  });
});

describe("validatePasswordConfirmation", () => {
  it("accepts only the same text", () => {
    expect(validatePasswordConfirmation("sekrè123", "sekrè123")).toBeNull();
    expect(validatePasswordConfirmation("sekrè123", "sekre123")).toBe("validation.password.mismatch");
    expect(validatePasswordConfirmation("sekrè123", "")).toBe("validation.password.mismatch");
    expect(validatePasswordConfirmation("sekrè123", "sekrè123 ")).toBe("validation.password.mismatch");
  });

  it("matches a password with itself and nothing else", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(validatePasswordConfirmation(a, a)).toBeNull();
        expect(validatePasswordConfirmation(a, b) === null).toBe(a === b);
      }),
    );
  });
});
