import { aiVoiceRequestSchema, audioSchema, spokenAudioType } from "../schemas/voice";
import { defineRoute } from "./route";

/** Text read aloud in the voice of its language (the assistant's answers). */
export const voiceRoutes = [
  defineRoute({
    operationId: "synthesizeVoice",
    method: "POST",
    path: "/api/ai/voice",
    summary: "Reads a text aloud in its language's voice, answering an MP3 file.",
    tag: "tools",
    access: "member",
    body: aiVoiceRequestSchema,
    responses: { 200: { description: "The spoken text.", schema: audioSchema, contentType: spokenAudioType } },
  }),
] as const;
