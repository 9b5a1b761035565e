import { describe, expect, it } from "vitest";
import { formatPhone, isValidPhone, normalizePhone, validatePhone } from "./phone";

describe("validatePhone", () => {
  it.each([
    "+50937123456",
    "+509 3712 3456",
    "+509 37 12 3456",
    "50937123456",
    " 3712 3456 ",
    "37123456",
    "3712-3456",
    "+1 212 555 0123",
    "+33 6 12 34 56 78",
  ])("accepts %j", (phone) => {
    expect(validatePhone(phone)).toBeNull();
  });

  it.each([
    "",
    "+",
    "12",
    "1234",
    "3712345",
    "371234567",
    "+5093712345",
    "+509371234567",
    "0937123456",
    "+0509",
    "12345678901234567",
    "509 3712 345a",
    "++509",
    "call 3712 3456",
    "+999 123456",
  ])("rejects %j", (phone) => {
    expect(validatePhone(phone)).toBe("validation.phone.invalid");
  });
});

describe("normalizePhone", () => {
  it("stores every valid number in E.164, a local number as Haitian", () => {
    expect(normalizePhone(" +509 37\t12  3456 ")).toBe("+50937123456");
    expect(normalizePhone("3712 3456")).toBe("+50937123456");
    expect(normalizePhone("509-3712-3456")).toBe("+50937123456");
    expect(normalizePhone("+1 (212) 555-0123")).toBe("+12125550123");
  });

  it("leaves an invalid number for the check to refuse", () => {
    expect(normalizePhone(" 1 2 ")).toBe("12");
    expect(isValidPhone(normalizePhone("12"))).toBe(false);
  });
});

describe("formatPhone", () => {
  it("groups Haitian numbers as Haiti writes them", () => {
    expect(formatPhone("+50937124455")).toBe("+509 37 12 4455");
  });

  it("writes other numbers in the international format", () => {
    expect(formatPhone("+12125550123")).toBe("+1 212 555 0123");
    expect(formatPhone("+33612345678")).toBe("+33 6 12 34 56 78");
  });

  it("shows an unreadable stored value as it is", () => {
    expect(formatPhone("12")).toBe("12");
  });
});
