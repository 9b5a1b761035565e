import { z } from "zod";

/**
 * The body of every failure. `code` is one of core/src/errors/codes.ts (stable, for programs);
 * `message` and each `fields` entry are in the requester's language (for people).
 */
export const errorBodySchema = z
  .object({
    code: z.string().meta({ example: "SERVICE.NOT_FOUND" }),
    message: z.string(),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: "Field path (dot-separated) -> what is wrong with it, for input errors." }),
  })
  .meta({ id: "ErrorBody" });

export type ErrorBody = z.infer<typeof errorBodySchema>;
