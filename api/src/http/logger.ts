import type { FastifyRequest } from "fastify";
import { pino, type DestinationStream, type Logger } from "pino";

/** Names whose values are secrets wherever they appear: sign-in codes, passwords, verification tokens. */
const secretNames = ["code", "password", "confirmPassword", "token"];
const secretQueryNames = new Set(secretNames.map((name) => name.toLowerCase()));

const redactPaths = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...["body", "query", "req.body", "req.query"].flatMap((parent) => secretNames.map((name) => `${parent}.${name}`)),
  // Configuration secrets, should the configuration (or a part of it) ever be logged.
  ...["SMS_GATEWAY_TOKEN", "SMTP_URL", "S3_SECRET_ACCESS_KEY"].flatMap((name) => [name, `*.${name}`]),
];

/** The URL as logged: values of secret query parameters (e.g. /api/verify-email?token=...) are masked. */
export const loggableUrl = (url: string): string => {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  let masked = false;
  for (const name of new Set(query.keys())) {
    if (secretQueryNames.has(name.toLowerCase())) {
      query.set(name, "[Redacted]");
      masked = true;
    }
  }
  return masked ? `${url.slice(0, queryStart)}?${query.toString()}` : url;
};

/**
 * The process logger: JSON lines; a request logs its method, masked URL and headers, with cookies,
 * credentials and secret body or query fields redacted. A stream replaces stdout (tests read it).
 */
export const createLogger = (level: string, stream?: DestinationStream): Logger =>
  pino(
    {
      level,
      redact: { paths: redactPaths, censor: "[Redacted]" },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: loggableUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          headers: request.headers,
        }),
      },
    },
    stream,
  );
