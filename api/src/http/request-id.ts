import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

const acceptable = /^[\w.:-]{1,128}$/;

/**
 * Keeps the X-Request-Id a proxy assigned, so one request can be followed through every log;
 * anything else (absent, oversized, or with characters that could forge log lines) gets a fresh id.
 */
export const requestIdOf = (request: IncomingMessage): string => {
  const header = request.headers["x-request-id"];
  return typeof header === "string" && acceptable.test(header) ? header : randomUUID();
};
