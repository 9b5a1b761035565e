import { sessionAbsoluteLifetimeMs } from "@kominote/core/rules/session-lifetime";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../config";

export type SessionCookieConfig = Pick<AppConfig, "PUBLIC_ORIGIN" | "NODE_ENV" | "PLAIN_HTTP_TRIAL">;

/**
 * Whether the cookie is Secure: over an https public origin, and always in production (a proxy
 * may end TLS in front of a server that does not know its public origin) unless the operator
 * declared a plain-http local trial.
 */
const isSecure = (config: SessionCookieConfig): boolean =>
  (config.PUBLIC_ORIGIN?.startsWith("https:") ?? false) || (config.NODE_ENV === "production" && !config.PLAIN_HTTP_TRIAL);

/**
 * The cookie's name. When Secure it carries the `__Host-` prefix: the browser then accepts it only
 * when Secure, host-only and Path=/, so no subdomain can plant or overwrite it.
 */
export const sessionCookieName = (config: SessionCookieConfig): string =>
  isSecure(config) ? "__Host-kominote_session" : "kominote_session";

const attributes = (config: SessionCookieConfig) =>
  ({ path: "/", httpOnly: true, sameSite: "lax", secure: isSecure(config) }) as const;

/** Hands the session token to the browser; it lives as long as the session may (30 days at most). */
export const setSessionCookie = (
  reply: FastifyReply,
  token: string,
  config: SessionCookieConfig,
  expiresAt?: Date,
): FastifyReply =>
  reply.setCookie(sessionCookieName(config), token, {
    ...attributes(config),
    ...(expiresAt === undefined ? { maxAge: sessionAbsoluteLifetimeMs / 1000 } : { expires: expiresAt }),
  });

export const clearSessionCookie = (reply: FastifyReply, config: SessionCookieConfig): FastifyReply =>
  reply.clearCookie(sessionCookieName(config), attributes(config));

/** The session token the request carries, if any. */
export const sessionTokenOf = (request: FastifyRequest, config: SessionCookieConfig): string | null => {
  const token = request.cookies[sessionCookieName(config)];
  // A token is 43 base64url characters; anything else cannot be one, so it costs no lookup.
  return token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
};
