import type { SessionMember } from "@kominote/core/ports/session-store";
import type { makeEndSession } from "@kominote/core/use-cases/end-session";
import type { makeResolveSession } from "@kominote/core/use-cases/resolve-session";
import { Effect } from "effect";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { clearSessionCookie, sessionTokenOf, setSessionCookie, type SessionCookieConfig } from "./session-cookie";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in member, or null; set as each /api request arrives. */
    member: SessionMember | null;
  }
}

/** Requests the client makes by itself (polling) carry this header: they do not keep a session alive. */
export const isBackgroundRequest = (request: FastifyRequest): boolean => request.headers["x-background"] === "1";

/**
 * Decorates requests with `member`, read from the session cookie as the request arrives (before
 * validation, so a refused request costs no parsing). Only /api calls that carry a
 * cookie cost a lookup; pages, files and anonymous calls cost nothing.
 */
export const registerSessionResolution = (
  app: FastifyInstance,
  resolveSession: ReturnType<typeof makeResolveSession>,
  config: SessionCookieConfig,
): void => {
  app.decorateRequest("member", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const token = sessionTokenOf(request, config);
    if (token === null) return;
    request.member = await Effect.runPromise(resolveSession({ token, background: isBackgroundRequest(request) }));
  });
};

/**
 * Hands a freshly started session to the browser (sign-in by code, registration): the session the
 * request carried, if any, is ended first, so each sign-in leaves exactly one live session behind.
 */
export const makeReplaceSession =
  (endSession: ReturnType<typeof makeEndSession>, config: SessionCookieConfig) =>
  async (request: FastifyRequest, reply: FastifyReply, session: { token: string; expiresAt: Date }): Promise<void> => {
    const previous = sessionTokenOf(request, config);
    if (previous !== null) await Effect.runPromise(endSession(previous));
    setSessionCookie(reply, session.token, config, session.expiresAt);
  };

/** Sign-out: the session the request carries is deleted server-side and the cookie cleared. */
export const makeSignOut =
  (endSession: ReturnType<typeof makeEndSession>, config: SessionCookieConfig) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = sessionTokenOf(request, config);
    if (token !== null) await Effect.runPromise(endSession(token));
    clearSessionCookie(reply, config);
  };
