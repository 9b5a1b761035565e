import type { OperationId } from "@kominote/core/contract/index";
import type { RouteContract } from "@kominote/core/contract/route";
import type { Language } from "@kominote/core/i18n/languages";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { requestLanguage } from "../http/request-language";

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the request already validated against its contract, and the requester's language. */
export interface RouteInput<R extends RouteContract> {
  readonly params: Parsed<R["params"]>;
  readonly query: Parsed<R["query"]>;
  readonly body: Parsed<R["body"]>;
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
  const handler: RouteHandler = (request, reply) =>
    run(
      {
        params: request.params as Parsed<R["params"]>,
        query: request.query as Parsed<R["query"]>,
        body: request.body as Parsed<R["body"]>,
        language: requestLanguage(request),
        request,
      },
      reply,
    );
  return { [route.operationId]: handler };
};
