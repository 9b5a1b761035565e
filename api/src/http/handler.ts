import type { OperationId } from "@kominote/core/contract/index";
import type { RouteContract } from "@kominote/core/contract/route";
import type { Language } from "@kominote/core/i18n/languages";
import type { SessionMember } from "@kominote/core/ports/session-store";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { requestLanguage } from "./request-language";

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * The requester as a handler sees it: on a route above "public" the access check has refused
 * anyone signed out before the handler runs, so the member is always there; a public route gets
 * the member only when one is signed in (and its settings read the session).
 */
export type MemberOf<R extends RouteContract> = R["access"] extends "public" ? SessionMember | null : SessionMember;

/** What a handler receives: the request already validated against its contract, the requester and their language. */
export interface RouteInput<R extends RouteContract> {
  readonly params: Parsed<R["params"]>;
  readonly query: Parsed<R["query"]>;
  readonly body: Parsed<R["body"]>;
  readonly member: MemberOf<R>;
  readonly language: Language;
  readonly request: FastifyRequest;
}

export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** operationId -> handler; a contract route missing here answers 501. */
export type HandlerMap = Readonly<Partial<Record<OperationId, RouteHandler>>>;

/** One entry of a handler map, typed by the route's contract (validation ran before it is called). */
export const handle = <R extends RouteContract & { readonly operationId: OperationId }>(
  route: R,
  run: (input: RouteInput<R>, reply: FastifyReply) => Promise<FastifyReply>,
): HandlerMap => {
  const handler: RouteHandler = async (request, reply) =>
    run(
      {
        params: request.params as Parsed<R["params"]>,
        query: request.query as Parsed<R["query"]>,
        body: request.body as Parsed<R["body"]>,
        member: memberFor(route, request),
        language: requestLanguage(request),
        request,
      },
      reply,
    );
  return { [route.operationId]: handler };
};

/**
 * `request.member` typed by the route's access. registerContractRoutes runs the access check
 * before any handler of a route above "public", so a missing member there is a wiring mistake, not
 * something a client can cause: it fails loudly rather than acting as member 0.
 */
const memberFor = <R extends RouteContract>(route: R, request: FastifyRequest): MemberOf<R> => {
  if (route.access !== "public" && request.member === null) {
    throw new Error(`${route.operationId} reached its handler without a member: its access check did not run`);
  }
  return request.member as MemberOf<R>;
};
