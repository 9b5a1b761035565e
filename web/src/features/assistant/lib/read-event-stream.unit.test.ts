import { describe, expect, it } from "vitest";
import { readEventStream, type ServerEvent } from "./read-event-stream";

/** A body delivered in exactly these pieces of bytes. */
const bodyOf = (chunks: readonly (string | Uint8Array)[]): ReadableStream<Uint8Array> =>
  new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === "string" ? new TextEncoder().encode(chunk) : chunk);
      controller.close();
    },
  });

const readAll = async (chunks: readonly (string | Uint8Array)[]): Promise<ServerEvent[]> => {
  const events: ServerEvent[] = [];
  for await (const event of readEventStream(bodyOf(chunks))) events.push(event);
  return events;
};

const answer = [
  'event: sources\ndata: {"sources":[{"title":"Kat idantifikasyon","href":"/tasks/3"}]}\n\n',
  'event: delta\ndata: {"text":"Ale nan "}\n\n',
  'event: delta\ndata: {"text":"biwo ONI."}\n\n',
  'event: done\ndata: {"response":"Ale nan biwo ONI.","sources":[],"answered":true}\n\n',
].join("");

describe("readEventStream", () => {
  it("reads named events in order", async () => {
    const events = await readAll([answer]);

    expect(events.map((event) => event.event)).toEqual(["sources", "delta", "delta", "done"]);
    expect(JSON.parse(events[1]!.data)).toEqual({ text: "Ale nan " });
  });

  it("gives the same events whatever the chunk boundaries, even inside a character", async () => {
    const bytes = new TextEncoder().encode(answer.replace("ONI", "Leyògàn"));
    const whole = await readAll([bytes]);
    for (const size of [1, 2, 3, 7, 64]) {
      const pieces: Uint8Array[] = [];
      for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
      expect(await readAll(pieces)).toEqual(whole);
    }
    expect(whole[2]!.data).toContain("Leyògàn");
  });

  it("accepts CRLF and CR line ends, split between chunks", async () => {
    const events = await readAll(["event: delta\r", "\ndata: a\r\r", "event: delta\rdata: b\r\n\r\n"]);

    expect(events).toEqual([
      { event: "delta", data: "a" },
      { event: "delta", data: "b" },
    ]);
  });

  it("joins several data lines, ignores comments, and names an unnamed event 'message'", async () => {
    const events = await readAll([": keep-alive\n\ndata: one\ndata: two\n\nid: 4\nretry: 10\n\n"]);

    expect(events).toEqual([{ event: "message", data: "one\ntwo" }]);
  });

  it("drops an event the stream cut before its blank line", async () => {
    const events = await readAll(['event: delta\ndata: {"text":"a"}\n\nevent: delta\ndata: {"text":"b"}\n']);

    expect(events).toEqual([{ event: "delta", data: '{"text":"a"}' }]);
  });
});
