import type { ResendEmailVerificationResponse } from "@kominote/core/schemas/email-verification";
import { api, expectData } from "../../../api/client";

/** `POST /api/resend-email-verification`: a new link to confirm the signed-in member's e-mail address. */
export const resendEmailVerification = (): Promise<ResendEmailVerificationResponse> =>
  expectData(api.POST("/api/resend-email-verification"));
