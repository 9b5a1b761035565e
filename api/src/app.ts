import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import { apiRoutes, type ApiRoute } from "@kominote/core/contract/index";
import Fastify, { type FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { Container } from "inversify";
import type { AppConfig } from "./config";
import { isAllowedWrite } from "./http/cross-site";
import { containsNulCharacter } from "./http/nul-characters";
import { sendFailure } from "./http/error-body";
import { handleError } from "./http/error-handler";
import { makeResponseSerializerCompiler } from "./http/compiled-responses";
import { makeClientErrorHandler, makeFrameworkErrorHandler, uriTooLong } from "./http/framework-errors";
import { RouteMethods } from "./http/route-methods";
import { requestIdOf } from "./http/request-id";
import { lazyChildLoggerFactory } from "./http/lazy-request-logger";
import { declareSessionMember, makeSessionReader } from "./http/session";
import { runLeaderboardRebuilds } from "./areas/leaderboard/bindings";
import { runInstances } from "./areas/instances/bindings";
import { instancesTokens } from "./areas/instances/tokens";
import { apiSecurityHeaders, securityHeaders, staticSecurityHeaders } from "./http/security-headers";
import { mapTilesOf } from "@kominote/core/rules/map-tiles";
import { registerApiReferenceRoutes } from "./areas/system/api-reference-routes";
import { apiHandlers } from "./areas/handlers";
import type { HandlerMap } from "./http/handler";
import { registerHealthRoutes } from "./areas/system/health-routes";
import { registerMediaRoutes } from "./areas/system/media-routes";
import { registerContractRoutes } from "./http/register-contract-routes";
import { idempotencyHooks } from "./http/idempotency";
import { IdempotencyKeys } from "@kominote/adapters/system/idempotency-keys";
import { routeSettings } from "./areas/route-settings";
import { resolve, tokens } from "./tokens";
import { accountsTokens } from "./areas/accounts/tokens";
import { systemTokens } from "./areas/system/tokens";
import { registerWebClient, wantsClientPage } from "./web-client/register-web-client";
import { requireEveryBinding } from "./required-bindings";

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count becomes "trust that many addresses from the
 * socket inward": this Fastify refuses a bare number (it trusts nothing then), and `true` would
 * trust every X-Forwarded-For entry, the client-written left-most one included (decision 0018).
 */
const trustedProxies = (setting: AppConfig["TRUST_PROXY"]) =>
  typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;

export interface BuildAppOptions {
  /** The calls to register; the product's contract by default. */
  readonly routes?: readonly ApiRoute[];
  /** operationId -> handler; the product's handlers by default. */
  readonly handlers?: HandlerMap;
}

/**
 * The HTTP application. Order as in Fastify's reference application: server-wide plugins first
 * (security headers, cookies, rate limits, compression), then our hooks, then routes, then the
 * not-found handler that needs everything above.
 */
export const buildApp = async (container: Container, options: BuildAppOptions = {}): Promise<FastifyInstance> => {
  // A key left unbound stops the start here, named, rather than failing the first request that needs it.
  requireEveryBinding(container);
  const config = resolve(container, tokens.config);
  const https = config.PUBLIC_ORIGIN?.startsWith("https:") ?? false;
  // The map's tile server (DECISIONS 7: OpenStreetMap unless configured) is the one other image origin.
  const documentHeaders = staticSecurityHeaders(
    securityHeaders({ https, tileOrigins: mapTilesOf(config.MAP_TILE_URL).origins, frameOrigins: [new URL(config.MEETING_BASE_URL).origin] }),
  );
  const apiHeaders = apiSecurityHeaders(documentHeaders);
  const app = Fastify({
    loggerInstance: resolve(container, tokens.logger),
    requestIdHeader: false,
    genReqId: requestIdOf,
    childLoggerFactory: lazyChildLoggerFactory,
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Failures raised before any hook runs leave in the same shape and with the same headers.
    clientErrorHandler: makeClientErrorHandler(apiHeaders),
    frameworkErrors: makeFrameworkErrorHandler(apiHeaders),
  });
  const routeMethods = new RouteMethods();
  app.addHook("onRoute", (route) => routeMethods.add(route.url, route.method));

  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by serializers compiled from the contract's schemas; outside production
  // each is also checked against zod's encoding, so tests still refuse an answer off its schema.
  app.setSerializerCompiler(makeResponseSerializerCompiler({ checked: config.NODE_ENV !== "production" }));
  app.setErrorHandler(handleError);
  // The API reads JSON (and, on upload routes, multipart); a text/plain body is what a cross-site form sends.
  app.removeContentTypeParser("text/plain");

  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    // Counted where every instance sees the same count (Redis or the shared PostgreSQL) when there are several.
    ...resolve(container, instancesTokens.rateLimitStorage),
    // A count store that fails for a moment lets requests through rather than refusing everyone.
    skipOnError: true,
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: "1 minute",
    // Static files and probes are cheap and must not lock a shared address out of the site.
    allowList: (request) => !request.url.startsWith("/api/"),
    // The limit is told when it is reached (429 with Retry-After), not on every answer: three
    // headers less on each response a phone downloads.
    addHeadersOnExceeding: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false },
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  // Upload routes read their form as a stream, one file per request; each passes its own largest file size.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 11, fieldSize: 4096, fileSize: 1024 * 1024 } });

  // A callback hook, not an async one: it runs on every request and most need no promise at all.
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.url.startsWith("/api/") ? apiHeaders : documentHeaders).header("x-request-id", request.id);
    if (isAllowedWrite(request, config.PUBLIC_ORIGIN)) return done();
    // Answering ends the request's hooks: done() is not called after a reply is sent.
    sendFailure(request, reply, { code: "REQUEST.CROSS_SITE", messageKey: "errors.request.crossSite" });
  });

  app.addHook("preValidation", (request, reply, done) => {
    if (!containsNulCharacter(request.body) && !containsNulCharacter(request.query)) return done();
    sendFailure(request, reply, { code: "REQUEST.INVALID", messageKey: "errors.request.malformed" });
  });
  declareSessionMember(app);
  registerHealthRoutes(app, resolve(container, tokens.database), resolve(container, instancesTokens.draining));
  registerApiReferenceRoutes(app, config.OPENAPI_DOCUMENT, documentHeaders);
  registerMediaRoutes(app, resolve(container, systemTokens.fileStorage));
  registerContractRoutes(app, options.routes ?? apiRoutes, options.handlers ?? apiHandlers(container), {
    settings: routeSettings,
    readSession: makeSessionReader(resolve(container, accountsTokens.resolveSession), config),
    idempotency: idempotencyHooks(new IdempotencyKeys(resolve(container, tokens.database))),
  });
  const clientPage = await registerWebClient(app, config.WEB_ROOT);
  runLeaderboardRebuilds(app, container);
  runInstances(app, container);
  // Activity times still waiting are written while the database is open (after the last request).
  app.addHook("onClose", async () => resolve(container, accountsTokens.sessionTouches).flush());

  // Rate-limited: unknown addresses are how scanners map a site.
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: "1 minute", allowList: () => false }) },
    async (request, reply) => {
      if (clientPage !== null && wantsClientPage(request)) return clientPage(reply);
      const allowed = routeMethods.allowedFor(request.url);
      // A known path and method the router still did not match: a path parameter beyond its
      // length limit (find-my-way gives up on the route rather than raising an error).
      if (allowed.includes(request.method)) {
        return sendFailure(request, reply, uriTooLong);
      }
      if (allowed.length > 0) {
        return sendFailure(request, reply.header("allow", allowed.join(", ")), {
          code: "REQUEST.METHOD_NOT_ALLOWED",
          messageKey: "errors.request.methodNotAllowed",
        });
      }
      return sendFailure(request, reply, { code: "REQUEST.NOT_FOUND", messageKey: "errors.request.notFound" });
    },
  );
  return app;
};
