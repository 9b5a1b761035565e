import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  sendEmailCodeRequestSchema,
  sendPhoneCodeRequestSchema,
  verifyEmailLoginRequestSchema,
  verifyPhoneLoginRequestSchema,
} from "./login";

const problems = (result: { error?: z.ZodError }): Record<string, string> =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("send code requests", () => {
  it("accepts an e-mail, trimmed", () => {
    expect(sendEmailCodeRequestSchema.parse({ email: " marie@example.ht " })).toEqual({ email: "marie@example.ht" });
  });

  it("accepts a phone number, without its spaces", () => {
    expect(sendPhoneCodeRequestSchema.parse({ phoneNumber: "+509 3712 3456" })).toEqual({
      phoneNumber: "+50937123456",
    });
  });

  it("asks for a missing or empty contact", () => {
    expect(problems(sendEmailCodeRequestSchema.safeParse({}))).toEqual({ email: "validation.email.required" });
    expect(problems(sendEmailCodeRequestSchema.safeParse({ email: "  " }))).toEqual({
      email: "validation.email.required",
    });
    expect(problems(sendPhoneCodeRequestSchema.safeParse({ phoneNumber: "" }))).toEqual({
      phoneNumber: "validation.phone.required",
    });
    expect(problems(sendPhoneCodeRequestSchema.safeParse({ phoneNumber: null }))).toEqual({
      phoneNumber: "validation.phone.required",
    });
  });

  it("refuses a malformed contact", () => {
    expect(problems(sendEmailCodeRequestSchema.safeParse({ email: "marie" }))).toEqual({
      email: "validation.email.invalid",
    });
    expect(problems(sendPhoneCodeRequestSchema.safeParse({ phoneNumber: "0937 1234" }))).toEqual({
      phoneNumber: "validation.phone.invalid",
    });
  });
});

describe("verify requests", () => {
  it("accepts a contact with a six-digit code", () => {
    expect(verifyEmailLoginRequestSchema.parse({ email: "marie@example.ht", code: "042917" })).toEqual({
      email: "marie@example.ht",
      code: "042917",
    });
    expect(verifyPhoneLoginRequestSchema.parse({ phoneNumber: "+509 3712 3456", code: " 042917 " })).toEqual({
      phoneNumber: "+50937123456",
      code: "042917",
    });
  });

  it("asks for the code, then wants exactly six digits", () => {
    expect(problems(verifyEmailLoginRequestSchema.safeParse({ email: "marie@example.ht" }))).toEqual({
      code: "validation.code.required",
    });
    expect(problems(verifyEmailLoginRequestSchema.safeParse({ email: "marie@example.ht", code: "" }))).toEqual({
      code: "validation.code.required",
    });
    for (const code of ["12345", "1234567", "12345a", 123456]) {
      const result = verifyPhoneLoginRequestSchema.safeParse({ phoneNumber: "+50937123456", code });
      expect(problems(result).code).toBe(typeof code === "number" ? "validation.code.required" : "validation.code.invalid");
    }
  });

  it("reports both fields at once", () => {
    expect(problems(verifyPhoneLoginRequestSchema.safeParse({ phoneNumber: "", code: "12" }))).toEqual({
      phoneNumber: "validation.phone.required",
      code: "validation.code.invalid",
    });
  });

  it("is documented under stable names", () => {
    expect(z.globalRegistry.get(sendEmailCodeRequestSchema)?.id).toBe("SendEmailCodeRequest");
    expect(z.globalRegistry.get(sendPhoneCodeRequestSchema)?.id).toBe("SendPhoneCodeRequest");
    expect(z.globalRegistry.get(verifyEmailLoginRequestSchema)?.id).toBe("VerifyEmailLoginRequest");
    expect(z.globalRegistry.get(verifyPhoneLoginRequestSchema)?.id).toBe("VerifyPhoneLoginRequest");
  });
});
