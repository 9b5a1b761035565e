import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { sendFailure, type Failure } from "./error-body";
import { translate } from "./messages";
import { languageOfHeader } from "./request-language";
import { statusOfCode } from "./status-of-code";

const malformed: Failure = { code: "REQUEST.INVALID", messageKey: "errors.request.malformed" };
const headersTooLarge: Failure = { code: "REQUEST.HEADERS_TOO_LARGE", messageKey: "errors.request.headersTooLarge" };
const timedOut: Failure = { code: "REQUEST.TIMEOUT", messageKey: "errors.request.timeout" };
export const uriTooLong: Failure = { code: "REQUEST.URI_TOO_LONG", messageKey: "errors.request.uriTooLong" };

/** Node's parse failure. Its `rawPacket` is the Buffer of bytes read (Fastify's type says otherwise), when any were. */
const rawPacketOf = (error: ConnectionError): Buffer | undefined => {
  const packet: unknown = error.rawPacket;
  return Buffer.isBuffer(packet) ? packet : undefined;
};

/**
 * The language of a request Node could not parse: its Accept-Language line, when the bytes read
 * reach it (a header block too large still begins with the request's own headers).
 */
const languageOfRawRequest = (packet: Buffer | undefined): ReturnType<typeof languageOfHeader> => {
  if (packet === undefined) return languageOfHeader(undefined);
  const text = packet.toString("latin1", 0, Math.min(packet.length, 64 * 1024));
  return languageOfHeader(/\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(text)?.[1]);
};

const failureOfClientError = (error: ConnectionError): Failure => {
  if (error.code === "HPE_HEADER_OVERFLOW") return headersTooLarge;
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return timedOut;
  return malformed;
};

/**
 * Answers a request Node's HTTP parser refused (headers or URL beyond its 16 KB, a broken request
 * line, a timeout) before Fastify saw it: no request object exists, so the answer is written on
 * the socket, in the one error shape and with the data-only security headers like every other.
 */
export const makeClientErrorHandler =
  (headers: Readonly<Record<string, string>>) =>
  (error: ConnectionError, socket: Socket): void => {
    // A reset connection has nobody left to answer.
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const failure = failureOfClientError(error);
    const status = statusOfCode[failure.code];
    const body = JSON.stringify({ code: failure.code, message: translate(languageOfRawRequest(rawPacketOf(error)), failure.messageKey) });
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      "content-type: application/json; charset=utf-8",
      `content-length: ${Buffer.byteLength(body)}`,
      "connection: close",
    ];
    if (socket.writable) socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
    else socket.destroy();
  };

/**
 * Errors Fastify's router raises before any hook runs (a URL that does not decode, a path
 * parameter beyond its length limit): answered like every other error, with the headers the
 * request hook would have set.
 */
const answerFrameworkError = (
  headers: Readonly<Record<string, string>>,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void => {
  reply.headers(headers).header("x-request-id", request.id);
  void sendFailure(request, reply, error.code === "FST_ERR_MAX_PARAM_LENGTH" ? uriTooLong : malformed);
};

/** Fastify types this option as generic over every server kind; ours is HTTP/1. */
export const makeFrameworkErrorHandler =
  (headers: Readonly<Record<string, string>>) =>
  <Request, Reply>(error: FastifyError, request: Request, reply: Reply): void =>
    answerFrameworkError(headers, error, request as FastifyRequest, reply as FastifyReply);
