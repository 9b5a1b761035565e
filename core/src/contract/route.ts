import type { z } from "zod";
import type { ErrorCode } from "../errors/codes";
import { refuseIllFormedText } from "../schemas/well-formed-text";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** Who may call a route; api/ enforces it before the handler runs. */
export type Access = "public" | "member" | "moderator" | "admin";

export interface ResponseContract {
  readonly description: string;
  /** JSON body schema; omit for no body. */
  readonly schema?: z.ZodType;
  /** Defaults to application/json. */
  readonly contentType?: string;
  /**
   * A second form of the same answer, chosen by the request's Accept header (an answer streamed
   * as Server-Sent Events besides the whole JSON answer). Documented as a second response content.
   */
  readonly alternative?: { readonly contentType: string; readonly schema: z.ZodType };
}

/**
 * One HTTP call of the product, described once. api/ registers it (with a 501 answer until its
 * handler exists), openapi/ documents it, web/ gets typed client calls from that document.
 */
export interface RouteContract {
  /** Stable operation id, camelCase, e.g. "listPublicServices". */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** OpenAPI-style path, e.g. "/api/services/{id}/tasks". */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  /** More than the summary says (a streaming protocol, an order of events); shown under it. */
  readonly description?: string;
  readonly access: Access;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** "multipart" bodies are documented as multipart/form-data. */
  readonly bodyKind?: "json" | "multipart";
  /**
   * A second encoding the same call accepts, chosen by the request's Content-Type (e.g. a
   * multipart form with a file besides the JSON body). Documented as a second request content.
   */
  readonly alternativeBody?: { readonly kind: "json" | "multipart"; readonly schema: z.ZodType };
  /** Success responses by status (200, 201, 204, 302 ...). Error responses are added by openapi/ for every route. */
  readonly responses: Readonly<Record<number, ResponseContract>>;
  /**
   * The codes of the 409 answers a valid request can get when the state forbids it (already voted,
   * one's own idea ...). Only calls that name some document a 409; api/src/http/status-of-code.ts
   * gives each code its status, and a code listed here must map to 409.
   */
  readonly conflicts?: readonly ErrorCode[];
  /**
   * The call takes an `Idempotency-Key` header (decision 0034): a resend after a lost answer gets
   * the first answer, never a second effect. api/ applies it to every call marked so, in one place.
   */
  readonly idempotent?: true;
}

/**
 * Declares a call. Every request schema it names (path, query, body, the alternative body) gets
 * the one text rule, so ill-formed Unicode is refused on every field of every call.
 */
export const defineRoute = <const R extends RouteContract>(route: R): R => ({
  ...route,
  // A key still in flight answers 409 on every idempotent call, so each documents it.
  ...(route.idempotent === true ? { conflicts: [...(route.conflicts ?? []), "IDEMPOTENCY.IN_FLIGHT"] } : {}),
  ...(route.params === undefined ? {} : { params: refuseIllFormedText(route.params) }),
  ...(route.query === undefined ? {} : { query: refuseIllFormedText(route.query) }),
  ...(route.body === undefined ? {} : { body: refuseIllFormedText(route.body) }),
  ...(route.alternativeBody === undefined
    ? {}
    : { alternativeBody: { ...route.alternativeBody, schema: refuseIllFormedText(route.alternativeBody.schema) } }),
});
