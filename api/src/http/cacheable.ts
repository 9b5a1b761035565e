import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";

/**
 * Public catalog reads (services, tasks) change rarely: a phone on a slow network reuses its copy
 * for a minute, then shows it while revalidating for ten more; revalidation costs a 304.
 */
export const publicCatalogCache = "public, max-age=60, stale-while-revalidate=600";

const matches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(",").some((candidate) => {
    const value = candidate.trim();
    return value === "*" || value.replace(/^W\//, "") === etag.replace(/^W\//, "");
  });

interface Serialized {
  readonly body: string;
  readonly etag: string;
}

/**
 * The catalogue cache hands out the same object until it changes, so its JSON text and ETag are
 * computed once per version instead of once per request (this is the home page's hot path).
 */
const serializedOnce = new WeakMap<object, Serialized>();

const serialize = (value: unknown): Serialized => {
  const known = typeof value === "object" && value !== null ? serializedOnce.get(value) : undefined;
  if (known !== undefined) return known;
  const body = JSON.stringify(value);
  // Weak: the bytes differ once compressed, the meaning does not.
  const serialized = { body, etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
  if (typeof value === "object" && value !== null) serializedOnce.set(value, serialized);
  return serialized;
};

/** Answers a localized, publicly cacheable value with an ETag, or 304 when the client already has it. */
export const sendCacheable = (reply: FastifyReply, value: unknown, cacheControl: string): FastifyReply => {
  const { body, etag } = serialize(value);
  reply.header("cache-control", cacheControl).header("vary", "Accept-Language").header("etag", etag);
  if (matches(reply.request.headers["if-none-match"], etag)) return reply.code(304).send();
  // Already JSON text: Fastify sends a string with a JSON type as it is.
  return reply.code(200).type("application/json; charset=utf-8").send(body);
};
