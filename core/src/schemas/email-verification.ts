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
