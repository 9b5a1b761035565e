/** One server-sent event: its name ("message" when the server names none) and its data lines joined. */
export interface ServerEvent {
  readonly event: string;
  readonly data: string;
}

/**
 * Reads a `text/event-stream` body as it arrives, event by event, following the HTML standard's
 * parsing rules (LF, CRLF or CR line ends; `data:` lines joined by newlines; comment lines, ids and
 * retries ignored; an event without data is not dispatched). The assistant's answer is a POST, so
 * EventSource cannot read it: this reads the fetch response's own stream. A chunk may end anywhere,
 * even inside a character or a line; nothing is lost or delivered twice.
 */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let event = "";
  let data: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      // A final CR may be the first half of CRLF: keep it until the next chunk says.
      const lines = buffer.split(/\r\n|\r(?!$)|\n/);
      buffer = done ? "" : (lines.pop() ?? "");
      if (done && lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
      for (const rawLine of lines) {
        const line = rawLine.endsWith("\r") ? rawLine.slice(0, -1) : rawLine;
        if (line === "") {
          if (data.length > 0) yield { event: event === "" ? "message" : event, data: data.join("\n") };
          event = "";
          data = [];
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") event = value;
        else if (field === "data") data.push(value);
      }
      // An event not closed by a blank line when the stream ends is dropped, as the standard says.
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
