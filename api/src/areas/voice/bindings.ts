import { CachedSpeechSynthesizer } from "@kominote/adapters/voice/cached-speech-synthesizer";
import { EspeakSpeechSynthesizer } from "@kominote/adapters/voice/espeak-speech-synthesizer";
import { makeSynthesizeVoice } from "@kominote/core/use-cases/synthesize-voice";
import type { FastifyBaseLogger } from "fastify";
import type { Container } from "inversify";
import type { AppConfig } from "../../config";
import { resolve } from "../../tokens";
import { voiceTokens } from "./tokens";

/** The embedded voice (espeak-ng on its own thread) behind a cache of the answers already read. */
export const bindVoice = (container: Container, config: Pick<AppConfig, "VOICE_CACHE_BYTES">, logger: FastifyBaseLogger): void => {
  container
    .bind(voiceTokens.speechSynthesizer)
    .toDynamicValue(() => new CachedSpeechSynthesizer(new EspeakSpeechSynthesizer(), config.VOICE_CACHE_BYTES));
  container.bind(voiceTokens.synthesizeVoice).toDynamicValue((ctx) =>
    makeSynthesizeVoice({
      synthesizer: resolve(ctx, voiceTokens.speechSynthesizer),
      onSynthesizerFailure: (cause) => logger.warn({ err: cause }, "speech synthesis failed; the answer stays readable"),
    }),
  );
};
