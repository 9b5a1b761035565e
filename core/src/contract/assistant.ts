import { askAiRequestSchema, askAiResponseSchema, askAiStreamEventSchema } from "../schemas/ai";
import { defineRoute } from "./route";

/** The assistant that answers from the platform's own content (decision 0026). */
export const assistantRoutes = [
  defineRoute({
    operationId: "askAi",
    method: "POST",
    path: "/api/ai/ask",
    summary: "Answers a question from the platform's own content, in the requester's language, naming its sources.",
    description: [
      "With `Accept: text/event-stream` the answer streams as Server-Sent Events, in this order:",
      '`event: sources` (data `{"sources":[{"title","href"}]}`), zero or more `event: delta` (data `{"text"}`: the next',
      'piece of the answer, to append), then `event: done` (data `{"response","sources","answered"}`; `answered` is',
      "false when the platform's content does not answer the question). A failure after the stream started ends it",
      'with `event: error` (data `{"code","message"}`, the message in the requester\'s language) instead of `done`.',
      "Bad input, a signed-out requester and the rate limit (20 questions per member per 10 minutes) are answered",
      "before any stream, as the usual JSON errors. Without that Accept header the whole answer comes as one JSON object.",
    ].join(" "),
    tag: "tools",
    access: "member",
    body: askAiRequestSchema,
    responses: {
      200: {
        description: "The assistant's answer, whole (JSON) or streamed (text/event-stream).",
        schema: askAiResponseSchema,
        alternative: { contentType: "text/event-stream", schema: askAiStreamEventSchema },
      },
    },
  }),
] as const;
