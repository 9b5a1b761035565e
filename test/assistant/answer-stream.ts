import type { AiSource, AiStreamDone, AiStreamError } from "@kominote/core/schemas/ai";

export interface ReadStream {
  /** Event names in the order they came. */
  readonly events: readonly string[];
  readonly sources?: readonly AiSource[];
  readonly deltas: readonly string[];
  readonly done?: AiStreamDone;
  readonly error?: AiStreamError;
}

/** Reads a POST /api/ai/ask event stream (decision 0026) into its events. */
export const readAnswerStream = (body: string): ReadStream => {
  const events: string[] = [];
  const deltas: string[] = [];
  let sources: readonly AiSource[] | undefined;
  let done: AiStreamDone | undefined;
  let error: AiStreamError | undefined;
  for (const block of body.split("\n\n")) {
    const event = /^event: (.+)$/mu.exec(block)?.[1];
    const data = /^data: (.+)$/mu.exec(block)?.[1];
    if (event === undefined || data === undefined) continue;
    events.push(event);
    const parsed: unknown = JSON.parse(data);
    if (event === "sources") sources = (parsed as { sources: AiSource[] }).sources;
    if (event === "delta") deltas.push((parsed as { text: string }).text);
    if (event === "done") done = parsed as AiStreamDone;
    if (event === "error") error = parsed as AiStreamError;
  }
  return { events, deltas, ...(sources === undefined ? {} : { sources }), ...(done === undefined ? {} : { done }), ...(error === undefined ? {} : { error }) };
};
