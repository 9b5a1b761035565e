import { describe, expect, it } from "vitest";
import { validateLoginContact } from "./login-contact";

describe("validateLoginContact", () => {
  it("asks for the missing contact in the chosen method's words", () => {
    expect(validateLoginContact("email", "")).toBe("validation.email.required");
    expect(validateLoginContact("email", "   ")).toBe("validation.email.required");
    expect(validateLoginContact("phone", "")).toBe("validation.phone.required");
    expect(validateLoginContact("phone", " \t")).toBe("validation.phone.required");
  });

  it("uses the registration patterns", () => {
    expect(validateLoginContact("email", "marie@example.ht")).toBeNull();
    expect(validateLoginContact("email", "marie@example")).toBe("validation.email.invalid");
    expect(validateLoginContact("phone", "+509 3712 3456")).toBeNull();
    expect(validateLoginContact("phone", "0937")).toBe("validation.phone.invalid");
    expect(validateLoginContact("phone", "marie@example.ht")).toBe("validation.phone.invalid");
  });
});
