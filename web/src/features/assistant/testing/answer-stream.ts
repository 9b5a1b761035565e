import type { AnswerSource } from "../lib/answer";

/** The text of one server-sent event, as the assistant's server writes it. */
export const serverEvent = (event: string, data: unknown): string => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A whole streamed answer of the ask contract: sources, the text in pieces, then done. */
export const streamedAnswer = (pieces: readonly string[], sources: readonly AnswerSource[], answered = true): string =>
  serverEvent("sources", { sources }) +
  pieces.map((text) => serverEvent("delta", { text })).join("") +
  serverEvent("done", { response: pieces.join(""), sources, answered });

/**
 * A `fetch` that answers as the assistant's server does, each chunk after the previous one is read,
 * with the chosen status, headers and body; it records the requests it got.
 */
export const answeringFetch = (
  status: number,
  chunks: readonly string[],
  headers: Record<string, string> = { "content-type": "text/event-stream" },
) => {
  const requests: Request[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    requests.push(new Request(new URL(String(input), "http://localhost"), init));
    const encoder = new TextEncoder();
    let next = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (next < chunks.length) controller.enqueue(encoder.encode(chunks[next++]));
        else controller.close();
      },
    });
    return new Response(body, { status, headers });
  };
  return { fetch: fetchImpl as typeof fetch, requests };
};

/** Sources as the assistant names them: a task and a page of this site, and one with no page. */
export const exampleSources: readonly AnswerSource[] = [
  { title: "Jwenn kat idantifikasyon nasyonal (CIN)", href: "/tasks/12" },
  { title: "Office National d'Identification (ONI)", href: "/government-agencies" },
  { title: "Règ angajman yo", href: null },
];
