import type { DomainError } from "@kominote/core/errors/domain-error";
import { Effect, Result } from "effect";
import type { FastifyReply } from "fastify";
import { sendCacheable } from "./cacheable";
import { failureOfDomainError, sendFailure } from "./error-body";
import { withFormerMemberNames } from "./former-member-names";
import { requestLanguage } from "./request-language";

export interface SuccessOptions {
  /** Status of the answer; 200 by default. */
  readonly status?: number;
  /** A Cache-Control policy for a public, language-dependent answer (adds an ETag). */
  readonly cache?: string;
}

/**
 * Runs a use case and answers with its value (a former member's name read in the requester's
 * language), or with its DomainError through the status table.
 * A defect (an infrastructure fault) rejects, and the error handler turns it into a logged 500.
 */
export const runUseCase = async <A>(
  effect: Effect.Effect<A, DomainError>,
  reply: FastifyReply,
  options: SuccessOptions = {},
): Promise<FastifyReply> => {
  const result = await Effect.runPromise(Effect.result(effect));
  if (Result.isFailure(result)) return sendFailure(reply.request, reply, failureOfDomainError(result.failure));
  const answer = withFormerMemberNames(result.success, requestLanguage(reply.request));
  if (options.cache !== undefined) return sendCacheable(reply, answer, options.cache);
  return reply.code(options.status ?? 200).send(answer);
};
