import { z } from "zod";
import { schemaMessages } from "./messages";

/** The token's shape is checked by the verification itself, so a missing or malformed one reads "Token pa valid". */
export const verifyEmailQuerySchema = z.object({
  token: z.string({ error: schemaMessages.tokenInvalid }).optional().meta({ description: "The token from the link in the e-mail." }),
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

/** Answer to a member asking for a new confirmation link; message is in the requester's language. */
export const resendEmailVerificationResponseSchema = z
  .object({
    sent: z.boolean().meta({ description: "A new link went out (the earlier unused ones stop working)." }),
    alreadyVerified: z.boolean().meta({ description: "The address is already confirmed: nothing was sent." }),
    message: z.string(),
  })
  .meta({ id: "ResendEmailVerificationResponse" });
export type ResendEmailVerificationResponse = z.infer<typeof resendEmailVerificationResponseSchema>;
