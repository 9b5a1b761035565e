import { apiRoute } from "@kominote/core/contract/index";
import { AssistantUnavailableError } from "@kominote/core/ports/assistant/assistant";
import { Effect, Result } from "effect";
import type { Container } from "inversify";
import { failureOfDomainError, sendFailure } from "../../http/error-body";
import { handle, type HandlerMap } from "../../http/handler";
import { resolve, tokens } from "../../tokens";
import { streamAnswer, wantsEventStream } from "./answer-stream";
import { assistantTokens } from "./tokens";

/** POST /api/ai/ask: the whole answer as JSON, or streamed as Server-Sent Events when asked (decision 0026). */
export const assistantHandlers = (container: Container): HandlerMap => {
  const askAssistant = resolve(container, assistantTokens.askAssistant);
  const logger = resolve(container, tokens.logger);
  return handle(apiRoute("askAi"), async ({ body, member, language, request }, reply) => {
    const result = await Effect.runPromise(
      Effect.result(askAssistant({ question: body.question, readerLanguage: language, userId: member.id })),
    );
    if (Result.isFailure(result)) return sendFailure(request, reply, failureOfDomainError(result.failure));
    const answer = result.success;
    if (wantsEventStream(request)) return streamAnswer(request, reply, answer, logger);
    let response = "";
    try {
      for await (const text of answer.pieces) response += text;
    } catch (error) {
      // Anything but the model's failure is a fault of ours: the error handler logs it as a 500.
      if (!(error instanceof AssistantUnavailableError)) throw error;
      logger.warn({ reason: error.reason }, "assistant unavailable");
      return sendFailure(request, reply, { code: "ASSISTANT.UNAVAILABLE", messageKey: "errors.assistant.unavailable" });
    }
    return reply.code(200).send({ response, sources: answer.sources });
  });
};
