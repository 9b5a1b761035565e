import { aiVoiceRequestSchema, audioSchema } from "../schemas/ai";
import { defineRoute } from "./route";

/** Text read aloud (still to come: answers 501). */
export const voiceRoutes = [
  defineRoute({
    operationId: "synthesizeVoice",
    method: "POST",
    path: "/api/ai/voice",
    summary: "Speaks a text aloud, answering a WAV file.",
    tag: "tools",
    access: "member",
    body: aiVoiceRequestSchema,
    responses: { 200: { description: "The spoken text.", schema: audioSchema, contentType: "audio/wav" } },
  }),
] as const;
