import { z } from "zod";
import type { MessageKey } from "../i18n/messages";
import { validateLoginCode } from "../rules/login-code";
import { validateLoginContact } from "../rules/login-contact";
import { normalizePhone } from "../rules/phone";
import { withRule } from "../rules/rule-check";
import { phoneDescription } from "./contact";

/* Each issue's message is a catalog key; a missing field reads like an empty one. */

const text = (missing: MessageKey) => z.string({ error: missing });

const email = withRule(text("validation.email.required").trim(), (value) =>
  validateLoginContact("email", value),
).meta({ format: "email", example: "marie.joseph@example.ht" });

const phoneNumber = withRule(text("validation.phone.required").overwrite(normalizePhone), (value) =>
  validateLoginContact("phone", value),
).meta({ description: phoneDescription, example: "+50937123456" });

/** A 6-digit one-time code as typed (spaces around it ignored). */
export const loginCodeSchema = withRule(text("validation.code.required").trim(), validateLoginCode).meta({
  description: "The 6-digit code that was sent.",
  example: "042917",
});

/** Body of `POST /api/send-email-verification`. */
export const sendEmailCodeRequestSchema = z.object({ email }).meta({ id: "SendEmailCodeRequest" });
export type SendEmailCodeRequest = z.infer<typeof sendEmailCodeRequestSchema>;

/** Body of `POST /api/send-phone-verification`. */
export const sendPhoneCodeRequestSchema = z.object({ phoneNumber }).meta({ id: "SendPhoneCodeRequest" });
export type SendPhoneCodeRequest = z.infer<typeof sendPhoneCodeRequestSchema>;

/** Body of `POST /api/verify-email-login`. */
export const verifyEmailLoginRequestSchema = z.object({ email, code: loginCodeSchema }).meta({ id: "VerifyEmailLoginRequest" });
export type VerifyEmailLoginRequest = z.infer<typeof verifyEmailLoginRequestSchema>;

/** Body of `POST /api/verify-phone-login`. */
export const verifyPhoneLoginRequestSchema = z.object({ phoneNumber, code: loginCodeSchema }).meta({ id: "VerifyPhoneLoginRequest" });
export type VerifyPhoneLoginRequest = z.infer<typeof verifyPhoneLoginRequestSchema>;
