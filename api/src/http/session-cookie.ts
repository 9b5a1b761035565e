import { sessionAbsoluteLifetimeMs } from "@kominote/core/rules/session-lifetime";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../config";

export type SessionCookieConfig = Pick<AppConfig, "PUBLIC_ORIGIN">;

const isHttps = (config: SessionCookieConfig): boolean => config.PUBLIC_ORIGIN?.startsWith("https:") ?? false;

/**
 * The cookie's name. Over https it carries the `__Host-` prefix: the browser then accepts it only
 * when Secure, host-only and Path=/, so no subdomain can plant or overwrite it.
 */
export const sessionCookieName = (config: SessionCookieConfig): string =>
  isHttps(config) ? "__Host-kominote_session" : "kominote_session";

const attributes = (config: SessionCookieConfig) =>
  ({ path: "/", httpOnly: true, sameSite: "lax", secure: isHttps(config) }) as const;

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
