import { z } from "zod";
import { schemaMessages } from "./messages";

export const askAiRequestSchema = z
  .object({
    question: z.string().trim().min(1, { message: schemaMessages.questionEmpty }).max(1000),
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

export const askAiResponseSchema = z
  .object({
    response: z.string().meta({ description: "The answer, in the requester's language." }),
    sources: z.array(aiSourceSchema),
  })
  .meta({ id: "AskAiResponse" });
export type AskAiResponse = z.infer<typeof askAiResponseSchema>;
