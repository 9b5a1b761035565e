import { AssistantUnavailableError } from "@kominote/core/ports/assistant/assistant";
import type { AiStreamError } from "@kominote/core/schemas/ai";
import type { AssistantReply } from "@kominote/core/use-cases/ask-assistant";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "../../http/error-body";
import { openEventStream } from "../../http/open-event-stream";

/** Whether the client asked for the answer as Server-Sent Events. */
export const wantsEventStream = (request: FastifyRequest): boolean =>
  (request.headers.accept ?? "").toLowerCase().includes("text/event-stream");

const frame = (event: string, data: unknown): string => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** What a member reads when the answer fails: SPEC 8's AI failure text, or the server's. */
export const answerFailure = (request: FastifyRequest, error: unknown, logger: FastifyBaseLogger): AiStreamError => {
  if (error instanceof AssistantUnavailableError) {
    logger.warn({ reason: error.reason }, "assistant unavailable");
    return errorBody(request, { code: "ASSISTANT.UNAVAILABLE", messageKey: "errors.assistant.unavailable" });
  }
  logger.error({ err: error }, "assistant failed");
  return errorBody(request, { code: "SERVER.INTERNAL", messageKey: "errors.server.internal" });
};

/**
 * Streams an answer (decision 0026): `sources`, then `delta` pieces as they are written, then
 * `done` with the whole answer, or `error` if it fails midway, on a response taken over as the
 * member event stream's is (compression never buffers the pieces).
 */
export const streamAnswer = async (
  request: FastifyRequest,
  reply: FastifyReply,
  answer: AssistantReply,
  logger: FastifyBaseLogger,
): Promise<FastifyReply> => {
  const raw = openEventStream(reply);
  let gone = false;
  raw.once("close", () => {
    gone = true;
  });
  const write = (text: string) => {
    if (!gone && !raw.destroyed) raw.write(text);
  };

  write(frame("sources", { sources: answer.sources }));
  let response = "";
  try {
    for await (const text of answer.pieces) {
      // The member left: stop asking for more (a model's request is aborted by the iterator's return).
      if (gone) break;
      response += text;
      write(frame("delta", { text }));
    }
    write(frame("done", { response, sources: answer.sources, answered: answer.answered }));
  } catch (error) {
    write(frame("error", answerFailure(request, error, logger)));
  }
  raw.end();
  return reply;
};
