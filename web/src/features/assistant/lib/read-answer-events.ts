import type { Answer, AnswerListener, AnswerSource } from "./answer";
import { AnswerStreamError } from "./answer";
import type { ServerEvent } from "./read-event-stream";

const parse = (data: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const sourcesOf = (value: unknown): AnswerSource[] =>
  Array.isArray(value)
    ? value.flatMap((source: unknown) => {
        if (typeof source !== "object" || source === null) return [];
        const { title, href } = source as { title?: unknown; href?: unknown };
        return typeof title === "string" ? [{ title, href: typeof href === "string" ? href : null }] : [];
      })
    : [];

/**
 * Follows the assistant's events (`sources`, then `delta` pieces, then `done`; `error` if it
 * failed after starting) and resolves to the whole answer. The text shown is the pieces joined,
 * replaced by `done`'s response, which is the answer of record. A stream that ends without `done`
 * or `error` was cut: that is an error too, so a half answer never passes for a whole one.
 */
export const readAnswerEvents = async (events: AsyncIterable<ServerEvent>, listener: AnswerListener = {}): Promise<Answer> => {
  let text = "";
  let sources: AnswerSource[] = [];
  for await (const { event, data } of events) {
    const body = parse(data);
    if (event === "sources") {
      sources = sourcesOf(body.sources);
      listener.onSources?.(sources);
    } else if (event === "delta" && typeof body.text === "string") {
      text += body.text;
      listener.onText?.(text);
    } else if (event === "done") {
      const response = typeof body.response === "string" ? body.response : text;
      const finalSources = Array.isArray(body.sources) ? sourcesOf(body.sources) : sources;
      if (response !== text) listener.onText?.(response);
      if (finalSources !== sources) listener.onSources?.(finalSources);
      return { response, sources: finalSources, answered: body.answered !== false };
    } else if (event === "error") {
      throw new AnswerStreamError(
        typeof body.code === "string" ? body.code : "SERVER.INTERNAL",
        typeof body.message === "string" ? body.message : undefined,
      );
    }
  }
  throw new AnswerStreamError("STREAM.CUT", undefined);
};
