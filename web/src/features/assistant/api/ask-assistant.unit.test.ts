// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/client";
import { AnswerStreamError } from "../lib/answer";
import { answeringFetch, exampleSources, serverEvent, streamedAnswer } from "../testing/answer-stream";
import { askAssistant } from "./ask-assistant";

describe("askAssistant", () => {
  it("asks for a stream, and hands each piece of the answer on as it arrives", async () => {
    const { fetch, requests } = answeringFetch(200, [streamedAnswer(["Ale nan ", "biwo ONI ", "ki pi pre w la."], exampleSources)]);
    const seen: string[] = [];
    let sourcesSeen: unknown;

    const answer = await askAssistant("Kijan pou m jwenn CIN?", { onText: (text) => seen.push(text), onSources: (s) => (sourcesSeen = s) }, { fetch });

    expect(answer).toEqual({ response: "Ale nan biwo ONI ki pi pre w la.", sources: exampleSources, answered: true });
    expect(seen).toEqual(["Ale nan ", "Ale nan biwo ONI ", "Ale nan biwo ONI ki pi pre w la."]);
    expect(sourcesSeen).toEqual(exampleSources);
    const request = requests[0]!;
    expect(request.method).toBe("POST");
    expect(new URL(request.url).pathname).toBe("/api/ai/ask");
    expect(request.headers.get("accept")).toBe("text/event-stream");
    expect(await request.json()).toEqual({ question: "Kijan pou m jwenn CIN?" });
  });

  it("shows the words before the stream ends", async () => {
    const { fetch } = answeringFetch(200, [serverEvent("sources", { sources: [] }), serverEvent("delta", { text: "Premye mo" })]);
    const seen: string[] = [];

    await expect(askAssistant("?", { onText: (text) => seen.push(text) }, { fetch })).rejects.toBeInstanceOf(AnswerStreamError);
    expect(seen).toEqual(["Premye mo"]);
  });

  it("says when the assistant found nothing to answer with", async () => {
    const { fetch } = answeringFetch(200, [streamedAnswer(["Mwen pa jwenn repons."], [], false)]);

    expect((await askAssistant("?", {}, { fetch })).answered).toBe(false);
  });

  it("throws the server's localized message when it fails after starting", async () => {
    const { fetch } = answeringFetch(200, [
      serverEvent("sources", { sources: [] }),
      serverEvent("error", { code: "SERVER.UNAVAILABLE", message: "Asistan an pa disponib kounye a." }),
    ]);

    const failure = await askAssistant("?", {}, { fetch }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(AnswerStreamError);
    expect(failure).toMatchObject({ code: "SERVER.UNAVAILABLE", serverMessage: "Asistan an pa disponib kounye a." });
  });

  it("throws the error body of a refusal before the stream (field error, limit)", async () => {
    const { fetch } = answeringFetch(429, [JSON.stringify({ code: "REQUEST.RATE_LIMITED", message: "Tann yon ti moman." })], {
      "content-type": "application/json",
      "retry-after": "60",
    });

    const failure = await askAssistant("?", {}, { fetch }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 429, code: "REQUEST.RATE_LIMITED", serverMessage: "Tann yon ti moman." });
  });

  it("reads a plain JSON answer from a server that does not stream", async () => {
    const { fetch } = answeringFetch(200, [JSON.stringify({ response: "Wi.", sources: exampleSources })], { "content-type": "application/json" });
    const seen: string[] = [];

    const answer = await askAssistant("?", { onText: (text) => seen.push(text) }, { fetch });

    expect(answer).toEqual({ response: "Wi.", sources: exampleSources, answered: true });
    expect(seen).toEqual(["Wi."]);
  });
});
