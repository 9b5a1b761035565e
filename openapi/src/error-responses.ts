import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import type { RouteContract } from "@kominote/core/contract/route";

/**
 * The failures every call can answer, each a reusable response whose body is ErrorBody. The
 * api answers 501 REQUEST.NOT_IMPLEMENTED for a call of the contract whose handler does not exist yet.
 */
const everyRoute = {
  400: ["BadRequest", "The request is invalid (code REQUEST.INVALID); `fields` names each bad field with what is wrong, in the requester's language."],
  401: ["Unauthorized", "Signing in is required (code AUTH.REQUIRED)."],
  403: ["Forbidden", "The requester may not do this, or the request came from another site (codes AUTH.FORBIDDEN, REQUEST.CROSS_SITE)."],
  404: ["NotFound", "What the path names does not exist (codes REQUEST.NOT_FOUND, SERVICE.NOT_FOUND, TASK.NOT_FOUND ...)."],
  414: ["UriTooLong", "A path parameter is longer than the server reads (code REQUEST.URI_TOO_LONG)."],
  429: ["TooManyRequests", "Too many requests; try again later (code REQUEST.RATE_LIMITED)."],
  431: ["RequestHeaderFieldsTooLarge", "The URL and headers together exceed 16 KB (code REQUEST.HEADERS_TOO_LARGE)."],
  500: ["InternalError", "The server failed; the details are only in its log (code SERVER.INTERNAL)."],
  501: ["NotImplemented", "This call is part of the API but not available yet (code REQUEST.NOT_IMPLEMENTED)."],
  503: ["ServiceUnavailable", "The database cannot be reached right now; try again after the Retry-After seconds (code SERVER.UNAVAILABLE)."],
  // A client can send a body to any call, one that takes none included: what cannot be read is refused.
  413: ["PayloadTooLarge", "The body is larger than this call accepts (code REQUEST.TOO_LARGE)."],
  415: [
    "UnsupportedMediaType",
    "The body's content type or content encoding is not one this call reads (code REQUEST.UNSUPPORTED_MEDIA_TYPE).",
  ],
} as const;

type ErrorTable = Readonly<Record<number, readonly [name: string, description: string]>>;

const registerAll = (registry: OpenAPIRegistry, table: ErrorTable, errorBodyRef: string) =>
  Object.fromEntries(
    Object.entries(table).map(([status, [name, description]]) => [
      status,
      registry.registerComponent("responses", name, {
        description,
        content: { "application/json": { schema: { $ref: errorBodyRef } } },
      }).ref,
    ]),
  );

/** A 409 names the codes of its own call, so it is written into each call that declares one rather than shared. */
const conflictOf = (codes: readonly string[], errorBodyRef: string) => ({
  409: {
    description: `The request is valid but the current state forbids it (codes ${codes.join(", ")}).`,
    content: { "application/json": { schema: { $ref: errorBodyRef } } },
  },
});

/** A call taking an idempotency key refuses the same key sent with another request. */
const keyReusedOf = (errorBodyRef: string) => ({
  422: {
    description: "The Idempotency-Key was already used for another request by this member (code IDEMPOTENCY.KEY_REUSED).",
    content: { "application/json": { schema: { $ref: errorBodyRef } } },
  },
});

/** Registers the error responses once and gives, per route, the responses to attach. */
export const registerErrorResponses = (registry: OpenAPIRegistry, errorBodyRef: string) => {
  const common = registerAll(registry, everyRoute, errorBodyRef);
  return (route: RouteContract) => ({
    ...common,
    ...(route.conflicts === undefined || route.conflicts.length === 0 ? {} : conflictOf(route.conflicts, errorBodyRef)),
    ...(route.idempotent === true ? keyReusedOf(errorBodyRef) : {}),
  });
};
