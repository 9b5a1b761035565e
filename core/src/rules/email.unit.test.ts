import { describe, expect, it } from "vitest";
import { emailMaxLength, isValidEmail, validateEmail } from "./email";

describe("validateEmail", () => {
  it.each(["marie@example.ht", "jean.pierre+kominote@mail.gouv.ht", "  a@b.co  "])("accepts %j", (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each(["", "marie", "marie@", "marie@example", "@example.ht", "ma rie@example.ht", "marie@@example.ht", "marie@exa mple.ht"])(
    "rejects %j",
    (email) => {
      expect(validateEmail(email)).toBe("validation.email.invalid");
    },
  );

  it("rejects addresses longer than SMTP allows", () => {
    const domain = "@example.ht";
    expect(isValidEmail("a".repeat(emailMaxLength - domain.length) + domain)).toBe(true);
    expect(isValidEmail("a".repeat(emailMaxLength - domain.length + 1) + domain)).toBe(false);
  });
});
