import { isDatabaseUnreachable } from "@kominote/adapters/db/unreachable";
import { DomainError } from "@kominote/core/errors/domain-error";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { failureOfDomainError, sendFailure, type Failure } from "./error-body";
import { validationFailure } from "./validation-failure";

/** Fastify's own client errors (bad JSON, wrong content type, body too large, limits) by status. */
const failureOfClientStatus = (status: number): Failure => {
  switch (status) {
    case 404:
      return { code: "REQUEST.NOT_FOUND", messageKey: "errors.request.notFound" };
    case 413:
      return { code: "REQUEST.TOO_LARGE", messageKey: "errors.request.tooLarge" };
    case 415:
      return { code: "REQUEST.UNSUPPORTED_MEDIA_TYPE", messageKey: "errors.request.unsupportedMediaType" };
    case 429:
      return { code: "REQUEST.RATE_LIMITED", messageKey: "errors.request.rateLimited" };
    default:
      return { code: "REQUEST.INVALID", messageKey: "errors.request.malformed" };
  }
};

/**
 * SQLSTATE 22003, numeric value out of range: a number the request schema accepted (a safe integer)
 * that its database column cannot hold, such as an id beyond 2^31. The client sent it, so it is
 * the client's error; the warning tells us a schema lacks a bound.
 */
const isOutOfRangeValue = (error: Error): boolean => (error as { code?: unknown }).code === "22003";

const internal: Failure = { code: "SERVER.INTERNAL", messageKey: "errors.server.internal" };
const databaseUnreachable: Failure = { code: "SERVER.UNAVAILABLE", messageKey: "errors.server.tryAgainShortly" };

/** Seconds a client is told to wait while the database cannot be reached: a restart or failover takes about that long. */
const databaseRetryAfterSeconds = 5;

/** 503 with a delay: a passing condition, not a fault of the request, so clients and proxies retry. */
export const sendDatabaseUnreachable = (request: FastifyRequest, reply: FastifyReply): FastifyReply =>
  sendFailure(request, reply.header("retry-after", String(databaseRetryAfterSeconds)), databaseUnreachable);

/**
 * Every failure leaves in the one error shape, in the requester's language. Anything a client can
 * send maps to a 4xx; a 500 means a fault of ours, whose details go to the log and never to the client.
 */
export const handleError = (error: FastifyError | DomainError | Error, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof DomainError) return sendFailure(request, reply, failureOfDomainError(error));

  const fastifyError = error as FastifyError;
  if (Array.isArray(fastifyError.validation)) {
    const context = fastifyError.validationContext;
    const input = context === "querystring" ? request.query : context === undefined ? undefined : request[context];
    return sendFailure(request, reply, validationFailure(fastifyError.validation, context, input));
  }

  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return sendFailure(request, reply, failureOfClientStatus(status));
  }

  if (isDatabaseUnreachable(error)) {
    request.log.warn({ err: error }, "the database cannot be reached");
    return sendDatabaseUnreachable(request, reply);
  }

  if (isOutOfRangeValue(error)) {
    request.log.warn({ err: error }, "a request value is out of its column's range");
    return sendFailure(request, reply, failureOfClientStatus(400));
  }

  request.log.error({ err: error }, "request failed");
  return sendFailure(request, reply, internal);
};
