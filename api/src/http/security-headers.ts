import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Headers for a single-page client served from the same origin as the API: scripts and styles
 * only from our own files (the Vite build emits no inline script), images also from data:/blob:
 * (photo previews) and the tile servers, frames only from the meeting server (the live meeting's
 * video, which the banner can open on any page), nothing may frame the site.
 */
export const securityHeaders = ({
  https,
  tileOrigins,
  frameOrigins = [],
}: {
  https: boolean;
  tileOrigins: readonly string[];
  frameOrigins?: readonly string[];
}): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:", ...tileOrigins],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      frameSrc: frameOrigins.length === 0 ? ["'none'"] : [...frameOrigins],
      mediaSrc: ["'self'", "blob:", "data:"],
      workerSrc: ["'self'", "blob:"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      scriptSrcAttr: ["'none'"],
      // Only behind HTTPS: upgrading a plain-HTTP local install would break every subresource.
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  },
  // Cross-origin tiles carry no CORP header; requiring one would blank the map.
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  // Older browsers ignore frame-ancestors; say the same thing to them.
  frameguard: { action: "deny" },
});

/**
 * Helmet's headers, computed once at start-up. They are the same for every response, and building
 * the middleware per request (as the Fastify plugin does) costs more than the rest of a cached read.
 */
export const staticSecurityHeaders = (options: HelmetOptions): Readonly<Record<string, string>> => {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
};

/**
 * The headers of a JSON answer of the API. A browser never renders one as a page, so the page's
 * policies (which scripts, styles, tiles, the document's isolation, DNS prefetching...) say nothing
 * to it: it gets what still matters for data (load nothing, be framed by nobody, be read by no
 * other origin, no type sniffing, and HTTPS). About 600 bytes less on every answer, which on a
 * phone polling its points every few seconds is most of the answer.
 */
export const apiSecurityHeaders = (documentHeaders: Readonly<Record<string, string>>): Readonly<Record<string, string>> => {
  const kept = ["cross-origin-resource-policy", "referrer-policy", "strict-transport-security", "x-content-type-options", "x-frame-options"];
  return {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    ...Object.fromEntries(kept.flatMap((name) => (documentHeaders[name] === undefined ? [] : [[name, documentHeaders[name]]]))),
  };
};
