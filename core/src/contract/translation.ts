import { translationRequestSchema, translationResponseSchema } from "../schemas/translation";
import { defineRoute } from "./route";

/** Translation of text members wrote (the system area). */
export const translationRoutes = [
  defineRoute({
    operationId: "translateText",
    method: "POST",
    path: "/api/translate",
    summary: "Translates text members wrote into one of the five languages.",
    tag: "tools",
    access: "public",
    body: translationRequestSchema,
    responses: {
      200: { description: "The translation, or the original text when none is available.", schema: translationResponseSchema },
    },
  }),
] as const;
