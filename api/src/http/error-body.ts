import type { ErrorCode } from "@kominote/core/errors/codes";
import type { DomainError } from "@kominote/core/errors/domain-error";
import type { MessageKey } from "@kominote/core/i18n/messages";
import type { MessageParams } from "@kominote/core/i18n/interpolate";
import type { FastifyReply, FastifyRequest } from "fastify";
import { translate } from "./messages";
import { requestLanguage } from "./request-language";
import { statusOfCode } from "./status-of-code";

/** The body of every failure the API answers. */
export interface ErrorBody {
  readonly code: ErrorCode;
  readonly message: string;
  readonly fields?: Record<string, string>;
}

export interface Failure {
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params?: MessageParams;
  readonly fields?: Readonly<Record<string, MessageKey>>;
}

/** Localizes a failure into the requester's language. */
export const errorBody = (request: FastifyRequest, failure: Failure): ErrorBody => {
  const language = requestLanguage(request);
  const body: ErrorBody = { code: failure.code, message: translate(language, failure.messageKey, failure.params) };
  if (failure.fields === undefined || Object.keys(failure.fields).length === 0) return body;
  const fields = Object.fromEntries(
    Object.entries(failure.fields).map(([path, key]) => [path, translate(language, key)]),
  );
  return { ...body, fields };
};

/** Sends a failure with the status its code maps to. */
export const sendFailure = (request: FastifyRequest, reply: FastifyReply, failure: Failure): FastifyReply =>
  reply
    .code(statusOfCode[failure.code])
    .type("application/json; charset=utf-8")
    .send(errorBody(request, failure));

export const failureOfDomainError = (error: DomainError): Failure => ({
  code: error.code,
  messageKey: error.messageKey,
  ...(error.params === undefined ? {} : { params: error.params }),
  ...(error.fields === undefined ? {} : { fields: error.fields }),
});
