import type { ResendEmailVerificationResponse } from "@kominote/core/schemas/email-verification";
import { isApiError } from "../../../api/api-error";

/** Where a member's request for a new confirmation link stands; messages are already translated. */
export type ResendState =
  | { readonly status: "idle" }
  | { readonly status: "pending" }
  | { readonly status: "sent"; readonly message: string }
  | { readonly status: "alreadyVerified"; readonly message: string }
  | { readonly status: "error"; readonly message: string };

/** The server's answer as the member reads it. */
export const resendStateOfAnswer = (answer: ResendEmailVerificationResponse): ResendState =>
  answer.alreadyVerified ? { status: "alreadyVerified", message: answer.message } : { status: "sent", message: answer.message };

/** A refusal (too soon, five a day) carries the server's localized message; anything else the fallback. */
export const resendStateOfError = (error: unknown, fallback: string): ResendState => ({
  status: "error",
  message: (isApiError(error) ? error.serverMessage : undefined) ?? fallback,
});
