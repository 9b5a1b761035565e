import { AssistantUnavailableError, type AssistantRequest } from "@kominote/core/ports/assistant/assistant";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OpenAiCompatibleAssistant } from "./openai-compatible-assistant";

/** A local stand-in for an OpenAI-compatible server: each test says how it answers. */
type Behaviour = (request: IncomingMessage, body: string, response: ServerResponse) => void;
let behaviour: Behaviour;
let received: { path: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ path: request.url ?? "", authorization: request.headers.authorization, body: JSON.parse(body) as Record<string, unknown> });
      behaviour(request, body, response);
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});
beforeEach(() => {
  received = [];
});

const request: AssistantRequest = {
  question: "Kijan pou m jwenn yon kat idantifikasyon?",
  language: "ht",
  passages: [{ title: "Office National d'Identification (ONI)", href: "/government-agencies?q=ONI", text: "Biwo ki bay kat idantifikasyon nasyonal (CIN)." }],
};

const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

const collect = async (assistant: OpenAiCompatibleAssistant): Promise<string[]> => {
  const pieces: string[] = [];
  for await (const piece of assistant.answer(request)) pieces.push(piece);
  return pieces;
};

const assistantWith = (timeoutMs = 2_000) =>
  new OpenAiCompatibleAssistant({ baseUrl, model: "test-model", apiKey: "secret-key", timeoutMs });

describe("OpenAiCompatibleAssistant", () => {
  it("asks for a streamed chat completion with the passages as context, and yields the pieces as they come", async () => {
    behaviour = (_request, _body, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write(chunk("Ale nan biwo ONI "));
      setTimeout(() => {
        response.write(chunk("[1]."));
        response.end("data: [DONE]\n\n");
      }, 50);
    };
    expect(await collect(assistantWith())).toEqual(["Ale nan biwo ONI ", "[1]."]);
    const [sent] = received;
    expect(sent?.path).toBe("/v1/chat/completions");
    expect(sent?.authorization).toBe("Bearer secret-key");
    expect(sent?.body).toMatchObject({ model: "test-model", stream: true });
    const messages = JSON.stringify(sent?.body.messages);
    expect(messages).toContain("[1] Office National d'Identification (ONI) (/government-agencies?q=ONI)");
    expect(messages).toContain("Haitian Creole");
    expect(messages).toContain("Cite every passage");
  });

  it("takes a whole JSON answer from a server that does not stream", async () => {
    behaviour = (_request, _body, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: "Ale nan ONI [1]." } }] }));
    };
    expect(await collect(assistantWith())).toEqual(["Ale nan ONI [1]."]);
  });

  it.each([
    [429, "The model answered 429"],
    [500, "The model answered 500"],
    [503, "The model answered 503"],
  ])("fails as unavailable when the server answers %i", async (status, reason) => {
    behaviour = (_request, _body, response) => {
      response.writeHead(status, { "content-type": "application/json", "retry-after": "30" });
      response.end(JSON.stringify({ error: { message: "busy" } }));
    };
    const failure = await collect(assistantWith()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AssistantUnavailableError);
    expect((failure as AssistantUnavailableError).reason).toBe(reason);
  });

  it("gives up when the answer does not start in time", async () => {
    behaviour = () => undefined;
    const started = Date.now();
    const failure = await collect(assistantWith(300)).catch((error: unknown) => error);
    expect((failure as AssistantUnavailableError).reason).toBe("The model did not answer in time");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("gives up when the stream stalls midway", async () => {
    behaviour = (_request, _body, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write(chunk("Ale "));
    };
    const pieces: string[] = [];
    const failure = await (async () => {
      for await (const piece of assistantWith(300).answer(request)) pieces.push(piece);
    })().catch((error: unknown) => error);
    expect(pieces).toEqual(["Ale "]);
    expect((failure as AssistantUnavailableError).reason).toBe("The model did not answer in time");
  });

  it("fails as unavailable on a stream that ends without any text, or with garbage", async () => {
    behaviour = (_request, _body, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.end("data: [DONE]\n\n");
    };
    await expect(collect(assistantWith())).rejects.toBeInstanceOf(AssistantUnavailableError);
    behaviour = (_request, _body, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.end("data: {not json\n\n");
    };
    await expect(collect(assistantWith())).rejects.toBeInstanceOf(AssistantUnavailableError);
  });

  it("fails as unavailable when nothing listens at the address", async () => {
    const nowhere = new OpenAiCompatibleAssistant({ baseUrl: "http://127.0.0.1:9/v1", model: "m", timeoutMs: 1_000 });
    const failure = await collect(nowhere).catch((error: unknown) => error);
    expect((failure as AssistantUnavailableError).reason).toMatch(/could not be reached/u);
  });
});
