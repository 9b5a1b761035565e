import { apiRoute } from "@kominote/core/contract/index";
import { spokenAudioType } from "@kominote/core/schemas/voice";
import { Effect, Result } from "effect";
import type { Container } from "inversify";
import { failureOfDomainError, sendFailure } from "../../http/error-body";
import { handle, type HandlerMap } from "../../http/handler";
import { resolve } from "../../tokens";
import { voiceTokens } from "./tokens";

export const voiceHandlers = (container: Container): HandlerMap => {
  const synthesizeVoice = resolve(container, voiceTokens.synthesizeVoice);
  return {
    ...handle(apiRoute("synthesizeVoice"), async ({ body, language }, reply) => {
      const result = await Effect.runPromise(
        Effect.result(synthesizeVoice({ text: body.text, language: body.language, requesterLanguage: language })),
      );
      if (Result.isFailure(result)) return sendFailure(reply.request, reply, failureOfDomainError(result.failure));
      const { audio, language: voice } = result.success;
      // The same text always sounds the same: the member's browser may keep it while the page lives.
      return reply
        .code(200)
        .type(spokenAudioType)
        .header("content-language", voice)
        .header("cache-control", "private, max-age=3600")
        .send(Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength));
    }),
  };
};
