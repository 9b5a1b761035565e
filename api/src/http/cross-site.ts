import type { FastifyRequest } from "fastify";

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const isJsonContentType = (value: string | undefined): boolean => {
  const mediaType = value?.split(";")[0]?.trim().toLowerCase();
  return mediaType === "application/json" || (mediaType?.endsWith("+json") ?? false);
};

/** Whether `origin` names the host this request was sent to (ports compared as URLs normalize them). */
const isSameHost = (origin: string, requestHost: string): boolean => {
  try {
    const sender = new URL(origin);
    return sender.host === new URL(`${sender.protocol}//${requestHost}`).host;
  } catch {
    return false;
  }
};

/**
 * Whether a request may change state (DECISIONS 3). A browser names the page that sent a write in
 * `Origin`: it must be ours (the configured public origin, else the host the request was sent to).
 * Without an Origin (non-browser clients, old browsers) the request must carry something a
 * cross-site form cannot: a JSON content type or an X-Requested-With header.
 */
export const isAllowedWrite = (
  request: Pick<FastifyRequest, "method" | "host" | "headers">,
  publicOrigin: string | undefined): boolean => {
  if (!stateChanging.has(request.method)) return true;
  if (request.headers["sec-fetch-site"] === "cross-site") return false;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (publicOrigin !== undefined) return origin === publicOrigin;
    return isSameHost(origin, request.host);
  }
  return isJsonContentType(request.headers["content-type"]) || request.headers["x-requested-with"] !== undefined;
};
