import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAppOffline } from "../testing/build-app-offline";

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  // No handlers: every contract route answers 501, so only the framework's own refusals are seen.
  app = await buildAppOffline({ handlers: {} });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
});

interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

/** Sends bytes as they are, past any client library's checks, and reads the answer up to the closed connection. */
const sendRaw = (request: string): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      // One answer is enough: the server may keep the connection open.
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const length = /\r\ncontent-length: *(\d+)/i.exec(text)?.[1];
      if (split !== -1 && length !== undefined && Buffer.byteLength(text.slice(split + 4)) >= Number(length)) socket.end();
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = text.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const headers = Object.fromEntries(
        headerLines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: body === "" ? null : JSON.parse(body) });
    });
    socket.write(request);
  });

/** The answer every failure gives: the one error shape in French (as asked), with the data-only security headers. */
const expectErrorAnswer = (answer: RawAnswer, status: number, code: string, message: string) => {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ code, message });
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  expect(answer.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers["x-frame-options"]).toBe("DENY");
  expect(answer.headers["cross-origin-resource-policy"]).toBe("same-origin");
};

const get = (target: string, extraHeaders = "") =>
  sendRaw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: fr\r\n${extraHeaders}\r\n`);

describe("every error answer, whoever raises it", () => {
  it("404: an unknown address", async () => {
    expectErrorAnswer(await get("/api/nothing-here"), 404, "REQUEST.NOT_FOUND", "Cette page ou cette ressource n'existe pas.");
  });

  it("405: a known address asked with another method, saying which methods it answers", async () => {
    const answer = await sendRaw("PUT /api/ideas HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: fr\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}");
    expectErrorAnswer(answer, 405, "REQUEST.METHOD_NOT_ALLOWED", "Cette adresse n'accepte pas ce type de demande.");
    expect(answer.headers.allow).toBe("GET, HEAD, POST");
  });

  it("413: a body beyond the limit, refused from its Content-Length", async () => {
    const answer = await sendRaw(
      "POST /api/translate HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: fr\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\n\r\n{}",
    );
    expectErrorAnswer(answer, 413, "REQUEST.TOO_LARGE", "Ce que vous avez envoyé est trop volumineux.");
  });

  it("414: a path parameter beyond the router's length limit", async () => {
    expectErrorAnswer(await get(`/api/services/${"9".repeat(500)}/forums`), 414, "REQUEST.URI_TOO_LONG", "L'adresse de la demande est trop longue.");
  });

  it("431: headers beyond Node's 16 KB, refused by the HTTP parser itself", async () => {
    const answer = await get("/api/ideas", `X-Padding: ${"a".repeat(20_000)}\r\n`);
    expectErrorAnswer(answer, 431, "REQUEST.HEADERS_TOO_LARGE", "Les en-têtes de la demande sont trop volumineux.");
  });

  it("431: a URL beyond Node's 16 KB", async () => {
    const answer = await get(`/api/ideas?q=${"a".repeat(20_000)}`);
    expectErrorAnswer(answer, 431, "REQUEST.HEADERS_TOO_LARGE", "Les en-têtes de la demande sont trop volumineux.");
  });

  it("400: a request line the parser cannot read, and a URL that does not decode", async () => {
    expectErrorAnswer(await sendRaw("GARBAGE\r\n\r\n"), 400, "REQUEST.INVALID", "Done ou voye yo pa byen fòme.");
    expectErrorAnswer(await get("/api/ideas/%E0%A4%A"), 400, "REQUEST.INVALID", "Les données envoyées sont mal formées.");
  });
});
