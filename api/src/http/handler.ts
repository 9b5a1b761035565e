import type { OperationId } from "@kominote/core/contract/index";
import type { RouteContract } from "@kominote/core/contract/route";
import type { Language } from "@kominote/core/i18n/languages";
import type { SessionMember } from "@kominote/core/ports/session-store";
import type { DomainError } from "@kominote/core/errors/domain-error";
import type { Effect } from "effect";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { requestLanguage } from "./request-language";
import { runUseCase, type SuccessOptions } from "./run-use-case";

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

/**
 * The use case behind a handler made by `answer`: its Effect built from the request, and how its
 * value is answered. With it, the route can read the session in the same program (one run of
 * the Effect runtime per request instead of two).
 */
export interface UseCaseAnswer {
  readonly program: (request: FastifyRequest) => Effect.Effect<unknown, DomainError>;
  readonly success: SuccessOptions;
}

export type RouteHandler = ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) & {
  readonly useCase?: UseCaseAnswer;
};

/** operationId -> handler; a contract route missing here answers 501. */
export type HandlerMap = Readonly<Partial<Record<OperationId, RouteHandler>>>;

const inputOf = <R extends RouteContract>(route: R, request: FastifyRequest): RouteInput<R> => ({
  params: request.params as Parsed<R["params"]>,
  query: request.query as Parsed<R["query"]>,
  body: request.body as Parsed<R["body"]>,
  member: memberFor(route, request),
  language: requestLanguage(request),
  request,
});

/** One entry of a handler map, typed by the route's contract (validation ran before it is called). */
export const handle = <R extends RouteContract & { readonly operationId: OperationId }>(
  route: R,
  run: (input: RouteInput<R>, reply: FastifyReply) => Promise<FastifyReply>,
): HandlerMap => {
  const handler: RouteHandler = async (request, reply) => run(inputOf(route, request), reply);
  return { [route.operationId]: handler };
};

/**
 * An entry whose answer is one use case's value, or its DomainError (as `runUseCase` answers):
 * the most common handler, declared so that the route may run the session's reading and the use
 * case as one program.
 */
export const answer = <R extends RouteContract & { readonly operationId: OperationId }>(
  route: R,
  useCase: (input: RouteInput<R>) => Effect.Effect<unknown, DomainError>,
  success: SuccessOptions = {},
): HandlerMap => {
  const program = (request: FastifyRequest) => useCase(inputOf(route, request));
  const handler: RouteHandler = Object.assign(async (request: FastifyRequest, reply: FastifyReply) => runUseCase(program(request), reply, success), {
    useCase: { program, success },
  });
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
