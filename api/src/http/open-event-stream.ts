import type { FastifyReply } from "fastify";
import type { ServerResponse } from "node:http";

/**
 * Takes over the raw response for a Server-Sent Event stream and sends its head: the server-wide
 * onSend hooks (compression above all, which would buffer events) never see it, and the headers
 * the onRequest hooks set (security headers, request id, rate limit) are copied onto it.
 */
export const openEventStream = (reply: FastifyReply, extraHeaders: Readonly<Record<string, string>> = {}): ServerResponse => {
  reply.hijack();
  const raw = reply.raw;
  const inherited = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined));
  raw.writeHead(200, {
    ...inherited,
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    // Tells nginx-style proxies not to buffer the stream.
    "x-accel-buffering": "no",
    ...extraHeaders,
  });
  reply.request.raw.socket?.setNoDelay(true);
  return raw;
};
