import type { FastifyRequest } from "fastify";

const originOf = (url: string | undefined): string | null => {
  if (url === undefined) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Whether a GET navigation comes from this site itself (or was typed by the member), so it may
 * change state (sign-out). A browser says so in Sec-Fetch-Site; older ones are judged by the
 * Origin or Referer they send. A request that tells nothing is treated as cross-site.
 */
export const isSameSiteNavigation = (
  request: Pick<FastifyRequest, "headers" | "protocol" | "host">,
  publicOrigin: string | undefined,
): boolean => {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin" || site === "none";
  const ours = originOf(publicOrigin ?? `${request.protocol}://${request.host}`);
  const sender = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  return ours !== null && sender === ours;
};
