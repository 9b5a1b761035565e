import type { FastifyInstance, InjectOptions } from "fastify";
import { request as httpRequest } from "node:http";
import type { Answer } from "./check-answer";

const mediaTypeOf = (header: unknown): string => String(header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

/** How long an answer over the socket is waited for: a stream's first frame is written at once, so this only bounds a stuck one. */
const socketAnswerMs = 2_000;

/** Sends one request through the app in-process and reads its answer. */
export const injectRequest = async (app: FastifyInstance, options: InjectOptions): Promise<Answer> => {
  const response = await app.inject(options);
  return {
    status: response.statusCode,
    contentType: mediaTypeOf(response.headers["content-type"]),
    body: response.body,
    ...(typeof response.headers.location === "string" ? { location: response.headers.location } : {}),
  };
};

/**
 * Sends one request over a real socket and reads its answer, an event stream only as far as its
 * first frame: a stream never ends, and inject's mock socket is not one a stream can be set up on.
 * Dropping the connection then closes the stream on the server, as a browser leaving does.
 */
export const socketRequest = (origin: URL, options: InjectOptions): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const payload = options.payload as string | Buffer | undefined;
    const headers = { ...(options.headers as Record<string, string>), ...(payload === undefined ? {} : { "content-length": String(Buffer.byteLength(payload)) }) };
    const outgoing = httpRequest({ host: origin.hostname, port: origin.port, method: options.method, path: String(options.url), headers }, (incoming) => {
      const contentType = mediaTypeOf(incoming.headers["content-type"]);
      const chunks: Buffer[] = [];
      const finish = () => {
        clearTimeout(timer);
        outgoing.destroy();
        resolve({ status: incoming.statusCode ?? 0, contentType, body: Buffer.concat(chunks).toString() });
      };
      const timer = setTimeout(finish, socketAnswerMs);
      incoming.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        if (contentType === "text/event-stream") finish();
      });
      incoming.on("end", finish);
    });
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
