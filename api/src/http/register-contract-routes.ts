import type { OperationId } from "@kominote/core/contract/index";
import type { Access, ResponseContract, RouteContract } from "@kominote/core/contract/route";
import { hasRoleAtLeast } from "@kominote/core/rules/roles";
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import type { z } from "zod";
import { sendFailure, type Failure } from "./error-body";
import type { SessionMemberHook } from "./session";
import type { HandlerMap } from "./handler";
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
    /** Sets `request.member` from the session cookie. */
    readonly readMember: SessionMemberHook;
    /** The hooks of every call the contract marks idempotent (decision 0034). */
    readonly idempotency: ReturnType<typeof idempotencyHooks>;
  },
): void => {
  for (const route of routes) {
    const url = fastifyPath(route.path);
    const handler = handlers[route.operationId];
    const { bodyLimit, rateLimit, readsMember = false } = options.settings[route.operationId] ?? {};
    // The body limit applies before a handler exists, so a client sees 501 rather than 413 for a valid upload.
    const limit = bodyLimit === undefined ? {} : { bodyLimit };
    if (handler === undefined) {
      app.route({ method: route.method, url, ...limit, handler: async (request, reply) => sendFailure(request, reply, notImplemented) });
      continue;
    }
    app.route({
      method: route.method,
      url,
      schema: schemaOf(route),
      ...limit,
      ...(rateLimit === undefined ? {} : { config: { rateLimit: limiterOf(rateLimit) } }),
      ...(route.access === "public" && !readsMember ? {} : { onRequest: options.readMember }),
      ...(route.access === "public" ? {} : { preValidation: requireAccess(route.access) }),
      ...(route.idempotent === true ? options.idempotency : {}),
      handler,
    });
  }
};
