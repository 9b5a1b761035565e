import errors from "@kominote/core/i18n/messages/errors/ht";
import creole from "@kominote/core/i18n/messages/ht";
import type { ErrorBody } from "@kominote/core/schemas/error-body";
import { delay, http, HttpResponse, type HttpHandler } from "msw";
import { handlerPattern, type ApiMethod, type ApiPath } from "./api-http";

/** How long the "slow" answer of every call waits: a slow mobile link, long enough to see loading states. */
export const slowAnswerMs = 3_000;

/** Seconds a rate-limited answer asks the client to wait (the API's Retry-After). */
export const retryAfterSeconds = 60;

const failure = (code: string, message: string, fields?: Readonly<Record<string, string>>): ErrorBody =>
  fields === undefined ? { code, message } : { code, message, fields: { ...fields } };

/** A call's own 409 as the API answers it: its code and the Creole text of its message key. */
export const conflictOf = (code: string, messageKey: keyof typeof creole) => ({ code, message: creole[messageKey] });

export interface FailureOptions {
  /** The fields a refused request names, as the API answers them in Creole. */
  readonly fields?: Readonly<Record<string, string>>;
  /** The call's own 409 (only for calls whose contract declares one). */
  readonly conflict?: { readonly code: string; readonly message: string };
}

/**
 * The answers every call of the contract documents besides its success, with the bodies and
 * headers the API sends (ErrorBody in Creole; Retry-After on 429 and 503), plus a lost connection.
 * `slow` waits, then lets the call's next handler (its success) answer.
 */
export const failureAnswers = (method: ApiMethod, path: ApiPath, options: FailureOptions = {}) => {
  const pattern = handlerPattern(path);
  const answer = (status: number, body: ErrorBody, headers: Record<string, string> = {}): readonly HttpHandler[] => [
    http[method](pattern, () => HttpResponse.json(body, { status, headers })),
  ];
  const { conflict } = options;
  return {
    invalid: answer(400, failure("REQUEST.INVALID", errors["errors.request.invalid"], options.fields ?? {})),
    unauthorized: answer(401, failure("AUTH.REQUIRED", errors["errors.auth.required"])),
    forbidden: answer(403, failure("AUTH.FORBIDDEN", errors["errors.auth.forbidden"])),
    notFound: answer(404, failure("REQUEST.NOT_FOUND", errors["errors.request.notFound"])),
    ...(conflict === undefined ? {} : { conflict: answer(409, failure(conflict.code, conflict.message)) }),
    rateLimited: answer(429, failure("REQUEST.RATE_LIMITED", errors["errors.request.rateLimited"]), {
      "Retry-After": String(retryAfterSeconds),
    }),
    serverError: answer(500, failure("SERVER.INTERNAL", errors["errors.server.internal"])),
    unavailable: answer(503, failure("SERVER.UNAVAILABLE", errors["errors.server.tryAgainShortly"]), {
      "Retry-After": "5",
    }),
    networkFailure: [http[method](pattern, () => HttpResponse.error())] as readonly HttpHandler[],
    slow: [
      http[method](pattern, async () => {
        await delay(slowAnswerMs);
      }),
    ] as readonly HttpHandler[],
  };
};
