import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isLoginCode, limitCodeInput, validateLoginCode } from "./login-code";

describe("validateLoginCode", () => {
  it("asks for the code when empty", () => {
    expect(validateLoginCode("")).toBe("validation.code.required");
    expect(validateLoginCode("  ")).toBe("validation.code.required");
  });

  it.each(["12345", "1234567", "12a456", "12 456", "١٢٣٤٥٦"])("refuses %j", (code) => {
    expect(validateLoginCode(code)).toBe("validation.code.invalid");
  });

  it("accepts exactly six digits", () => {
    expect(validateLoginCode("004271")).toBeNull();
    expect(validateLoginCode(" 004271 ")).toBeNull();
  });
});

describe("limitCodeInput", () => {
  it("keeps the first six digits of what was typed or pasted", () => {
    expect(limitCodeInput("123 456")).toBe("123456");
    expect(limitCodeInput("Kòd ou se: 987-654, li valab 10 minit")).toBe("987654");
    expect(limitCodeInput("12345678")).toBe("123456");
    expect(limitCodeInput("abc")).toBe("");
  });

  it("always yields at most six digits, and a full code when six digits were given", () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const kept = limitCodeInput(typed);
        expect(kept).toMatch(/^\d{0,6}$/);
        if ((typed.match(/\d/g) ?? []).length >= 6) expect(isLoginCode(kept)).toBe(true);
      }),
    );
  });

  it("is stable once limited", () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        expect(limitCodeInput(limitCodeInput(typed))).toBe(limitCodeInput(typed));
      }),
    );
  });
});
