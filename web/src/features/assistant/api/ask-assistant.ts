import { ApiError } from "../../../api/client";
import { requestLanguage } from "../../../i18n/request-language";
import type { Answer, AnswerListener } from "../lib/answer";
import { readAnswerEvents } from "../lib/read-answer-events";
import { readEventStream } from "../lib/read-event-stream";

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * `POST /api/ai/ask`, streamed: the answer's words reach the listener as the server writes them,
 * so a member on a slow link reads the start within a second. Refusals before the stream (a bad
 * question, signed out, too many questions) are the usual error bodies, thrown as ApiError; a
 * failure once the stream began is thrown as AnswerStreamError. A server that answers plain JSON
 * (no stream) is read too.
 */
export const askAssistant = async (
  question: string,
  listener: AnswerListener = {},
  { signal, fetch: fetchImpl = globalThis.fetch }: { readonly signal?: AbortSignal; readonly fetch?: typeof fetch } = {},
): Promise<Answer> => {
  const response = await fetchImpl("/api/ai/ask", {
    method: "POST",
    credentials: "include",
    headers: {
      Accept: "text/event-stream",
      "Accept-Language": requestLanguage(),
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ question }),
    ...(signal === undefined ? {} : { signal }),
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await readBody(response));
  const type = response.headers.get("content-type") ?? "";
  if (type.startsWith("text/event-stream") && response.body !== null) {
    return readAnswerEvents(readEventStream(response.body), listener);
  }
  const { response: text, sources } = (await response.json()) as { response: string; sources: Answer["sources"] };
  listener.onSources?.(sources);
  listener.onText?.(text);
  return { response: text, sources, answered: true };
};
