import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { cachePolicyOf } from "./cache-policy";

/** Whether a request is a page navigation the client router should answer. */
export const wantsClientPage = (request: FastifyRequest): boolean =>
  (request.method === "GET" || request.method === "HEAD") &&
  !request.url.startsWith("/api/") &&
  request.url !== "/api" &&
  (request.headers.accept ?? "").includes("text/html");

/**
 * Old addresses that links from elsewhere still use, answered by the server with a permanent
 * redirect rather than by client routes: no page links to them, and each route costs every
 * visitor's first page its bytes. /cookies is a section of the privacy policy.
 */
export const oldAddresses: Readonly<Record<string, string>> = {
  "/privacy": "/privacy-policy",
  "/terms": "/terms-conditions",
  "/cookies": "/privacy-policy#cookies",
};

/** The target with the request's query kept, before any #section. */
const insertSearch = (to: string, search: string): string => {
  const hash = to.indexOf("#");
  return hash === -1 ? `${to}${search}` : `${to.slice(0, hash)}${search}${to.slice(hash)}`;
};

/**
 * Serves the client build: files as they are, with the .br/.gz twins the build wrote beside them
 * when the browser accepts those. Returns the fallback that answers client-side routes with
 * index.html, or null when there is no build (an API-only start).
 */
export const registerWebClient = async (
  app: FastifyInstance,
  webRoot: string,
): Promise<((reply: FastifyReply) => FastifyReply) | null> => {
  if (!existsSync(join(webRoot, "index.html"))) {
    app.log.warn({ webRoot }, "no client build found: only the API is served");
    return null;
  }
  for (const [from, to] of Object.entries(oldAddresses)) {
    app.get(from, (request, reply) => {
      const queryAt = request.url.indexOf("?");
      return reply.redirect(insertSearch(to, queryAt === -1 ? "" : request.url.slice(queryAt)), 301);
    });
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header("cache-control", cachePolicyOf(webRoot, file));
    },
  });
  return (reply) => reply.code(200).sendFile("index.html");
};
