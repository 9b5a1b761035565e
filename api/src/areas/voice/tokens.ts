import type { SpeechSynthesizer } from "@kominote/core/ports/speech-synthesizer";
import { makeSynthesizeVoice } from "@kominote/core/use-cases/synthesize-voice";
import { token, useCaseTokens } from "../../tokens";

/** Reading the assistant's answers aloud. */
export const voiceTokens = {
  speechSynthesizer: token<SpeechSynthesizer>("SpeechSynthesizer"),
  ...useCaseTokens({ makeSynthesizeVoice }),
} as const;
