import { describe, expect, it } from "vitest";
import { emailSchema, fullNameSchema, phoneNumberSchema, photoDataUrlSchema } from "./contact";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("contact fields", () => {
  it("stores a phone number without the spaces people type", () => {
    expect(phoneNumberSchema.parse("+509 3712 3456")).toBe("+50937123456");
  });

  it("refuses a phone number with the catalog key of the registration rule", () => {
    expect(firstMessage(phoneNumberSchema.safeParse("0123"))).toBe("validation.phone.invalid");
    expect(firstMessage(phoneNumberSchema.safeParse("+509 3712 3456 7890 12"))).toBe("validation.phone.invalid");
  });

  it("trims an e-mail address and refuses a malformed one", () => {
    expect(emailSchema.parse("  marie@example.ht ")).toBe("marie@example.ht");
    expect(firstMessage(emailSchema.safeParse("marie@"))).toBe("validation.email.invalid");
  });

  it("joins a full name's parts with single spaces and asks for two parts of two letters", () => {
    expect(fullNameSchema.parse("  Marie   Joseph ")).toBe("Marie Joseph");
    expect(firstMessage(fullNameSchema.safeParse("Marie"))).toBe("validation.fullName.parts");
    expect(firstMessage(fullNameSchema.safeParse("M Joseph"))).toBe("validation.fullName.tooShort");
  });

  it("accepts a small PNG data URL and refuses what is not an image", () => {
    expect(photoDataUrlSchema.safeParse("data:image/png;base64,iVBORw0KGgo=").success).toBe(true);
    expect(photoDataUrlSchema.safeParse("data:text/html;base64,PGI+").success).toBe(false);
  });
});
