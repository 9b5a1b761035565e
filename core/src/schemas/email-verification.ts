import { z } from "zod";
import { schemaMessages } from "./messages";

export const verifyEmailQuerySchema = z.object({
  token: z.string().min(1, { message: schemaMessages.tokenInvalid }).max(200),
});

/** message is in the requester's language. */
export const verifyEmailResponseSchema = z
  .object({
    verified: z.boolean(),
    alreadyVerified: z.boolean(),
    message: z.string(),
  })
  .meta({ id: "VerifyEmailResponse" });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;
