import { askAiRequestSchema, askAiResponseSchema } from "../schemas/ai";
import { defineRoute } from "./route";

/** The assistant that answers from the platform's own content (still to come: answers 501). */
export const assistantRoutes = [
  defineRoute({
    operationId: "askAi",
    method: "POST",
    path: "/api/ai/ask",
    summary: "Answers a question from the platform's own content, in the requester's language, naming its sources.",
    tag: "tools",
    access: "member",
    body: askAiRequestSchema,
    responses: { 200: { description: "The assistant's answer.", schema: askAiResponseSchema } },
  }),
] as const;
