import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { translatorFromSettings } from "./chain-translator";
import { LibreTranslateTranslator } from "./libretranslate-translator";

type Handler = (body: Record<string, unknown>, request: IncomingMessage, response: ServerResponse) => void;

/** A stand-in LibreTranslate server whose behaviour each test sets. */
let handle: Handler;
const received: { path: string | undefined; body: Record<string, unknown> }[] = [];
let server: Server;
let baseUrl: string;

const readBody = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
  let raw = "";
  for await (const chunk of request) raw += String(chunk);
  return raw === "" ? {} : (JSON.parse(raw) as Record<string, unknown>);
};

const answerJson = (response: ServerResponse, status: number, payload: unknown): void => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(payload));
};

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      received.push({ path: request.url, body });
      handle(body, request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
  handle = (body, _request, response) => answerJson(response, 200, { translatedText: `[${String(body.target)}] ${String(body.q)}` });
});

describe("LibreTranslateTranslator", () => {
  it("posts the text and target to /translate and returns the translation", async () => {
    const translator = new LibreTranslateTranslator({ url: baseUrl, apiKey: "secret-key" });

    await expect(translator.translate("Dlo a koupe nan katye a depi yè", "fr")).resolves.toBe(
      "[fr] Dlo a koupe nan katye a depi yè",
    );
    expect(received).toEqual([
      {
        path: "/translate",
        body: { q: "Dlo a koupe nan katye a depi yè", source: "auto", target: "fr", format: "text", api_key: "secret-key" },
      },
    ]);
  });

  it("sends no api_key when none is configured and keeps a path prefix in the address", async () => {
    const translator = new LibreTranslateTranslator({ url: `${baseUrl}/libretranslate/`, source: "ht" });

    await translator.translate("Bon travay", "es");
    expect(received[0]?.path).toBe("/libretranslate/translate");
    expect(received[0]?.body).not.toHaveProperty("api_key");
    expect(received[0]?.body.source).toBe("ht");
  });

  it("returns null and reports the status when the server refuses", async () => {
    handle = (_body, _request, response) => answerJson(response, 403, { error: "Invalid API key" });
    const reasons: string[] = [];
    const translator = new LibreTranslateTranslator({ url: baseUrl, onFailure: (reason) => reasons.push(reason) });

    await expect(translator.translate("Bonjou", "en")).resolves.toBeNull();
    expect(reasons).toEqual(["LibreTranslate answered 403"]);
  });

  it("returns null on an answer that is not JSON or has no translation", async () => {
    const translator = new LibreTranslateTranslator({ url: baseUrl });
    handle = (_body, _request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html>maintenance</html>");
    };
    await expect(translator.translate("Bonjou", "en")).resolves.toBeNull();

    handle = (_body, _request, response) => answerJson(response, 200, { detectedLanguage: { language: "ht" } });
    await expect(translator.translate("Bonjou", "en")).resolves.toBeNull();
  });

  it("gives up after the timeout and returns null", async () => {
    handle = (body, _request, response) => {
      setTimeout(() => answerJson(response, 200, { translatedText: String(body.q) }), 2_000);
    };
    const reasons: string[] = [];
    const translator = new LibreTranslateTranslator({ url: baseUrl, timeoutMs: 150, onFailure: (r) => reasons.push(r) });

    const started = Date.now();
    await expect(translator.translate("Bonjou", "pt")).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(reasons).toEqual(["LibreTranslate did not answer in time"]);
  });

  it("returns null when the server cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const translator = new LibreTranslateTranslator({ url: `http://127.0.0.1:${port}` });
    await expect(translator.translate("Bonjou", "en")).resolves.toBeNull();
  });
});

describe("translatorFromSettings", () => {
  it("answers from the dictionary without calling the server, then asks the server for the rest", async () => {
    const translator = translatorFromSettings({ LIBRETRANSLATE_URL: baseUrl });

    await expect(translator.translate("Mèsi anpil", "en")).resolves.toBe("Thank you very much");
    expect(received).toHaveLength(0);

    await expect(translator.translate("Lekòl la bezwen ban pou elèv yo", "en")).resolves.toBe(
      "[en] Lekòl la bezwen ban pou elèv yo",
    );
    expect(received).toHaveLength(1);
  });

  it("uses only the dictionary when no server is configured", async () => {
    const translator = translatorFromSettings({ LIBRETRANSLATE_URL: "  " });

    await expect(translator.translate("Klasman", "fr")).resolves.toBe("Classement");
    await expect(translator.translate("Lekòl la bezwen ban pou elèv yo", "en")).resolves.toBeNull();
    expect(received).toHaveLength(0);
  });
});
