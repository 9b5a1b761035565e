import type { z } from "zod";
import type { MessageKey } from "../i18n/messages";

/**
 * Runs a rule inside a zod schema, so the server, the client and the documentation share one
 * definition; the issue's message is the rule's catalog key, translated where it is shown.
 */
export const withRule = <Schema extends z.ZodType>(
  schema: Schema,
  rule: (value: z.output<Schema>) => MessageKey | null,
): Schema =>
  schema.superRefine((value, context) => {
    const messageKey = rule(value);
    if (messageKey !== null) context.addIssue({ code: "custom", message: messageKey });
  });
