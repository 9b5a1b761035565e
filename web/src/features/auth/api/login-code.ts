import type { MessageKey } from "@kominote/core/i18n/messages";
import type { ContactMethod } from "@kominote/core/rules/login-contact";
import type { CodeSentResponse } from "@kominote/core/schemas/auth";
import type { User } from "@kominote/core/schemas/users";
import { ApiError } from "../../../api/api-error";
import { api } from "../../../api/client";

/**
 * Why a sign-in call failed, ready to show: either the server's own (localized) message or one of
 * the catalog's fallbacks, with `{status}` filled in when the answer was not JSON.
 */
export type LoginFailure =
  | { readonly kind: "server"; readonly message: string; readonly retryAfterSeconds: number | null }
  | { readonly kind: "key"; readonly key: MessageKey; readonly status?: number; readonly retryAfterSeconds: number | null };

/**
 * A sign-in call the server answered without success (or with a body that could not be read),
 * with the words SPEC 8 gives it. Nothing answering at all rejects with fetch's own error instead,
 * which the form words with the call's final fallback (`loginCallFinal`).
 */
export class LoginCallError extends ApiError {
  readonly failure: LoginFailure;

  constructor(status: number, statusText: string, body: unknown, failure: LoginFailure) {
    super(status, statusText, body);
    this.failure = failure;
  }
}

/** What a sign-in call's form says when nothing came back at all (SPEC 8's final words). */
export const loginCallFinal = { send: "auth.error.cannotSend", verify: "auth.error.codeNotCorrect" } as const satisfies Record<string, MessageKey>;

interface Answer<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response: Response;
}

const retryAfterOf = (response: Response): number | null => {
  const header = response.headers.get("Retry-After");
  if (header === null) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
};

/** The server's `message` when the error body was JSON with one. */
const serverMessageOf = (error: unknown): string | null => {
  if (typeof error !== "object" || error === null) return null;
  const message = (error as { message?: unknown }).message;
  return typeof message === "string" && message.trim() !== "" ? message : null;
};

interface Fallbacks {
  /** The answer was JSON without a message. */
  readonly noMessage: MessageKey;
}

/** SPEC 8: server message, else the call's own fallback; a non-JSON error body gives 'Server error ({status})'. */
const failureOf = (error: unknown, response: Response, fallbacks: Fallbacks): LoginFailure => {
  const retryAfterSeconds = retryAfterOf(response);
  const message = serverMessageOf(error);
  if (message !== null) return { kind: "server", message, retryAfterSeconds };
  // openapi-fetch hands back the raw text when an error body does not parse as JSON.
  if (typeof error === "string" && error.trim() !== "") {
    return { kind: "key", key: "auth.error.server", status: response.status, retryAfterSeconds };
  }
  return { kind: "key", key: fallbacks.noMessage, retryAfterSeconds };
};

/** An answer that came but could not be read: not the connection, so the form does not wait for it. */
const unreadable = (key: MessageKey, response?: Response): LoginCallError =>
  new LoginCallError(response?.status ?? 0, response?.statusText ?? "", undefined, { kind: "key", key, retryAfterSeconds: null });

const sendFallbacks: Fallbacks = { noMessage: "auth.error.sendFailed" };
const verifyFallbacks: Fallbacks = { noMessage: "auth.error.invalidCode" };

const settle = async <T>(call: () => Promise<Answer<T>>, fallbacks: Fallbacks, nonJsonSuccess: MessageKey): Promise<T> => {
  let answer: Answer<T>;
  try {
    answer = await call();
  } catch (error) {
    // A success whose body is not JSON fails while parsing; anything else is nothing answering.
    throw error instanceof SyntaxError ? unreadable(nonJsonSuccess) : error;
  }
  const { data, error, response } = answer;
  if (!response.ok) throw new LoginCallError(response.status, response.statusText, error, failureOf(error, response, fallbacks));
  if (data === undefined) throw unreadable(nonJsonSuccess, response);
  return data;
};

/** `POST /api/send-email-verification` or `/api/send-phone-verification`: asks for a 6-digit code. */
export const sendLoginCode = (method: ContactMethod, contact: string): Promise<CodeSentResponse> =>
  settle(
    () =>
      method === "email"
        ? api.POST("/api/send-email-verification", { body: { email: contact } })
        : api.POST("/api/send-phone-verification", { body: { phoneNumber: contact } }),
    sendFallbacks,
    // A send whose answer is unreadable still failed to tell us the code left: the send fallback.
    "auth.error.sendFailed",
  );

/** `POST /api/verify-email-login` or `/api/verify-phone-login`: signs in with the code. */
export const verifyLoginCode = (method: ContactMethod, contact: string, code: string): Promise<User> =>
  settle(
    () =>
      method === "email"
        ? api.POST("/api/verify-email-login", { body: { email: contact, code } })
        : api.POST("/api/verify-phone-login", { body: { phoneNumber: contact, code } }),
    verifyFallbacks,
    "auth.error.nonJson",
  );
