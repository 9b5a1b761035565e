import { z } from "zod";
import type { MessageKey } from "../i18n/messages";
import { maxSpokenTextLength } from "../rules/spoken-text";
import { languageSchema } from "./translation";

const textRequired: MessageKey = "voice.text.required";
const textTooLong: MessageKey = "voice.text.tooLong";

/** Text to speak; answered with an MP3 file. */
export const aiVoiceRequestSchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, { message: textRequired })
      .max(maxSpokenTextLength, { message: textTooLong }),
    language: languageSchema
      .optional()
      .meta({ description: "The voice to read in: the answer's language. The requester's language when left out." }),
  })
  .meta({ id: "AiVoiceRequest" });
export type AiVoiceRequest = z.infer<typeof aiVoiceRequestSchema>;

/** The spoken answer's media type: MP3, played by every browser, about 4 KB a second of speech. */
export const spokenAudioType = "audio/mpeg";

export const audioSchema = z.string().meta({ type: "string", format: "binary", description: "MP3 audio (mono, 32 kbit/s)." });
