import { z } from "zod";
import { schemaMessages } from "./messages";

export const askAiRequestSchema = z
  .object({
    question: z.string().trim().min(1, { message: schemaMessages.questionEmpty })
      .max(1000, { message: schemaMessages.questionTooLong }),
  })
  .meta({ id: "AskAiRequest" });
export type AskAiRequest = z.infer<typeof askAiRequestSchema>;

/** Where an answer came from, so a member can check it. */
export const aiSourceSchema = z
  .object({
    title: z.string(),
    href: z.string().nullable().meta({ description: "A page of this site, when the source has one." }),
  })
  .meta({ id: "AiSource" });
export type AiSource = z.infer<typeof aiSourceSchema>;

export const askAiResponseSchema = z
  .object({
    response: z.string().meta({ description: "The answer, in the requester's language." }),
    sources: z.array(aiSourceSchema),
  })
  .meta({ id: "AskAiResponse" });
export type AskAiResponse = z.infer<typeof askAiResponseSchema>;

/** `event: sources`: the passages the answer is built from, sent before any of its words. */
export const aiStreamSourcesSchema = z
  .object({ sources: z.array(aiSourceSchema) })
  .meta({ id: "AiStreamSources", description: "Data of the first event, `event: sources`." });

/** `event: delta`: the next piece of the answer's text, to append. */
export const aiStreamDeltaSchema = z
  .object({ text: z.string() })
  .meta({ id: "AiStreamDelta", description: "Data of each `event: delta`: the next piece of the answer, to append." });

/** `event: done`: the whole answer, its sources, and whether the platform's content answered it. */
export const aiStreamDoneSchema = z
  .object({
    response: z.string(),
    sources: z.array(aiSourceSchema),
    answered: z.boolean().meta({
      description: "False when nothing on the platform answers the question: the response says so and where to look.",
    }),
  })
  .meta({ id: "AiStreamDone", description: "Data of the last event, `event: done`." });

/** `event: error`: the answer failed after the stream started; the message is SPEC 8's AI failure text. */
export const aiStreamErrorSchema = z
  .object({ code: z.string(), message: z.string() })
  .meta({ id: "AiStreamError", description: "Data of `event: error`, sent instead of `done` when the answer fails midway." });

export const askAiStreamEventSchema = z
  .union([aiStreamSourcesSchema, aiStreamDeltaSchema, aiStreamDoneSchema, aiStreamErrorSchema])
  .meta({ id: "AskAiStreamEvent", description: "The data line of one event of the answer's stream, by event name." });
export type AiStreamDone = z.infer<typeof aiStreamDoneSchema>;
export type AiStreamError = z.infer<typeof aiStreamErrorSchema>;
