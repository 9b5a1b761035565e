import type { DomainError } from "@kominote/core/errors/domain-error";
import type { SessionMember } from "@kominote/core/ports/session-store";
import type { makeEndSession } from "@kominote/core/use-cases/end-session";
import type { makeResolveSession } from "@kominote/core/use-cases/resolve-session";
import { Effect } from "effect";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { clearSessionCookie, sessionTokenOf, setSessionCookie, type SessionCookieConfig } from "./session-cookie";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in member, or null; set as the request arrives on routes that need it. */
    member: SessionMember | null;
  }
}

/**
 * Requests the client makes by itself do not keep a session alive: polling carries this header, and
 * an event stream (which the browser reopens by itself after every network drop) asks for
 * text/event-stream.
 */
export const isBackgroundRequest = (request: FastifyRequest): boolean =>
  request.headers["x-background"] === "1" || request.headers.accept === "text/event-stream";

/** Declares `request.member` (null until a route that needs it reads the session). */
export const declareSessionMember = (app: FastifyInstance): void => {
  app.decorateRequest("member", null);
};

/**
 * What reads the member from a request's session cookie: the use case's Effect, or null when the
 * request carries no cookie (nothing to run).
 */
export const makeSessionReader =
  (resolveSession: ReturnType<typeof makeResolveSession>, config: SessionCookieConfig) =>
  (request: FastifyRequest): Effect.Effect<SessionMember | null, DomainError> | null => {
    const token = sessionTokenOf(request, config);
    return token === null ? null : resolveSession({ token, background: isBackgroundRequest(request) });
  };

export type SessionReader = ReturnType<typeof makeSessionReader>;

/**
 * The hook that sets `request.member` from the session cookie. Only routes whose access needs the
 * member (or that read it to answer differently) run it, as the request arrives and before
 * validation, so a refused request costs no parsing and a public read costs no lookup at all.
 * Routes with nothing to validate read the session in their handler instead, in the same program
 * as their use case (`register-contract-routes.ts`).
 */
export const makeSessionMemberHook =
  (readSession: SessionReader) =>
  async (request: FastifyRequest): Promise<void> => {
    const reading = readSession(request);
    if (reading === null) return;
    request.member = await Effect.runPromise(reading);
  };

export type SessionMemberHook = ReturnType<typeof makeSessionMemberHook>;

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
