import type { OperationId } from "@kominote/core/contract/index";
import type { Access, ResponseContract, RouteContract } from "@kominote/core/contract/route";
import { authRequired, forbidden as forbiddenError } from "@kominote/core/errors/accounts";
import type { DomainError } from "@kominote/core/errors/domain-error";
import type { SessionMember } from "@kominote/core/ports/session-store";
import { hasRoleAtLeast } from "@kominote/core/rules/roles";
import { Effect } from "effect";
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import type { z } from "zod";
import { sendFailure, type Failure } from "./error-body";
import { makeSessionMemberHook, type SessionReader } from "./session";
import type { HandlerMap, RouteHandler, UseCaseAnswer } from "./handler";
import { runUseCase } from "./run-use-case";
import type { RouteSettings } from "./route-settings";
import type { idempotencyHooks } from "./idempotency";

/** "/api/services/{id}/tasks" -> "/api/services/:id/tasks" */
export const fastifyPath = (openApiPath: string): string => openApiPath.replace(/\{(\w+)\}/g, ":$1");

const isJson = (response: ResponseContract): boolean =>
  response.contentType === undefined || response.contentType.startsWith("application/json");

const responseSchemas = (route: RouteContract): Record<number, z.ZodType> =>
  Object.fromEntries(
    Object.entries(route.responses).flatMap(([status, response]) =>
      response.schema !== undefined && isJson(response) ? [[Number(status), response.schema]] : [],
    ),
  );

const schemaOf = (route: RouteContract): FastifySchema => ({
  ...(route.params === undefined ? {} : { params: route.params }),
  ...(route.query === undefined ? {} : { querystring: route.query }),
  // A call with two encodings validates its body in its handler, once it knows which one came.
  ...(route.body === undefined || route.bodyKind === "multipart" || route.alternativeBody !== undefined ? {} : { body: route.body }),
  response: responseSchemas(route),
});

const notImplemented: Failure = { code: "REQUEST.NOT_IMPLEMENTED", messageKey: "errors.request.notImplemented" };
const signInRequired: Failure = { code: "AUTH.REQUIRED", messageKey: "errors.auth.required" };
const forbidden: Failure = { code: "AUTH.FORBIDDEN", messageKey: "errors.auth.forbidden" };

/**
 * Refuses a request the session does not allow: 401 when nobody is signed in, 403 when the
 * member's role is below the route's. `request.member` was read from the session cookie as the
 * request arrived.
 */
const requireAccess =
  (access: Exclude<Access, "public">) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const member = request.member;
    if (member === null) return sendFailure(request, reply, signInRequired);
    if (!hasRoleAtLeast(member.role, access)) return sendFailure(request, reply, forbidden);
    return undefined;
  };

/**
 * A route whose handler may read the session itself, in the same program as its use case: nothing
 * runs between the session hook and the handler that could answer first or read the member
 * (no params, query or body to validate, a GET with no body to parse, no limit per member, no
 * idempotency key), so reading it later changes no answer, and the request runs the Effect
 * runtime once instead of twice.
 */
const readsSessionInHandler = (route: RouteContract, settings: RouteSettings, handler: RouteHandler): handler is RouteHandler & { useCase: UseCaseAnswer } =>
  handler.useCase !== undefined &&
  route.method === "GET" &&
  route.params === undefined &&
  route.query === undefined &&
  route.body === undefined &&
  route.idempotent !== true &&
  settings.rateLimit?.per !== "member";

/**
 * The handler of such a route: the session's member, the access check (the same 401 and 403 as
 * `requireAccess`) and the use case, as one program.
 */
const withSessionRead =
  (access: Access, readSession: SessionReader, { program, success }: UseCaseAnswer): RouteHandler =>
  async (request, reply) => {
    const reading: Effect.Effect<SessionMember | null, DomainError> = readSession(request) ?? Effect.succeed(null);
    const answer = Effect.flatMap(reading, (member): Effect.Effect<unknown, DomainError> => {
      request.member = member;
      if (access !== "public") {
        if (member === null) return Effect.fail(authRequired());
        if (!hasRoleAtLeast(member.role, access)) return Effect.fail(forbiddenError());
      }
      return program(request);
    });
    return runUseCase(answer, reply, success);
  };

/**
 * The rate limiter's settings for a call. A limit per member reads `request.member`, which the
 * session hook sets before the limiter's own onRequest hook runs (it is the route's first hook).
 */
const limiterOf = ({ per = "address", ...limit }: NonNullable<RouteSettings["rateLimit"]>) =>
  per === "address"
    ? limit
    : { ...limit, keyGenerator: (request: FastifyRequest) => (request.member === null ? request.ip : `member:${request.member.id}`) };

/**
 * Registers every call of the contract. A call with a handler validates its params, query and body
 * with the contract's schemas and serializes its success answers with them; a call without one
 * answers 501 whatever it is sent, so clients see the whole API from the start.
 * Routes above "public" read the session's member and check its role before validation and the
 * handler; a public route reads the member only when its settings say it answers members
 * differently, so anonymous reads of the catalogue cost no session lookup.
 */
export const registerContractRoutes = (
  app: FastifyInstance,
  routes: readonly (RouteContract & { readonly operationId: OperationId })[],
  handlers: HandlerMap,
  options: {
    readonly settings: Readonly<Partial<Record<OperationId, RouteSettings>>>;
    /** Reads the session's member from the session cookie. */
    readonly readSession: SessionReader;
    /** The hooks of every call the contract marks idempotent (decision 0034). */
    readonly idempotency: ReturnType<typeof idempotencyHooks>;
  },
): void => {
  const readMember = makeSessionMemberHook(options.readSession);
  for (const route of routes) {
    const url = fastifyPath(route.path);
    const handler = handlers[route.operationId];
    const settings = options.settings[route.operationId] ?? {};
    const { bodyLimit, rateLimit, readsMember = false } = settings;
    // The body limit applies before a handler exists, so a client sees 501 rather than 413 for a valid upload.
    const limit = bodyLimit === undefined ? {} : { bodyLimit };
    if (handler === undefined) {
      app.route({ method: route.method, url, ...limit, handler: async (request, reply) => sendFailure(request, reply, notImplemented) });
      continue;
    }
    const readsSession = route.access !== "public" || readsMember;
    const inHandler = readsSession && readsSessionInHandler(route, settings, handler);
    app.route({
      method: route.method,
      url,
      schema: schemaOf(route),
      ...limit,
      ...(rateLimit === undefined ? {} : { config: { rateLimit: limiterOf(rateLimit) } }),
      ...(!readsSession || inHandler ? {} : { onRequest: readMember }),
      ...(route.access === "public" || inHandler ? {} : { preValidation: requireAccess(route.access) }),
      ...(route.idempotent === true ? options.idempotency : {}),
      handler: inHandler ? withSessionRead(route.access, options.readSession, handler.useCase) : handler,
    });
  }
};
