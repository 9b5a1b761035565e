import { z } from "zod";
import { countSchema } from "./common";

/**
 * Answer to a code request. It is the same whether or not an account uses the contact, so the
 * call reveals nothing about who is registered.
 */
export const codeSentResponseSchema = z
  .object({
    message: z.string(),
    resendAfterSeconds: countSchema.meta({ example: 60 }),
  })
  .meta({ id: "CodeSentResponse" });
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

/** Where a navigation to the sign-in entry goes back to after signing in: a path of this site. */
export const loginNavigationQuerySchema = z.object({
  returnTo: z
    .string()
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .max(500)
    .optional()
    .meta({ description: "A path of this site (never another origin)." }),
});
