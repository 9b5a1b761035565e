import type { MessageKey } from "@kominote/core/i18n/messages";
import type { ContactMethod } from "@kominote/core/rules/login-contact";
import type { CodeSentResponse } from "@kominote/core/schemas/auth";
import type { User } from "@kominote/core/schemas/users";
import { api } from "../../../api/client";

/**
 * Why a sign-in call failed, ready to show: either the server's own (localized) message or one of
 * the catalog's fallbacks, with `{status}` filled in when the answer was not JSON.
 */
export type LoginFailure =
  | { readonly kind: "server"; readonly message: string; readonly retryAfterSeconds: number | null }
  | { readonly kind: "key"; readonly key: MessageKey; readonly status?: number; readonly retryAfterSeconds: number | null };

export type LoginResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: LoginFailure };

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
  /** Nothing came back at all (network failure, or anything else unforeseen). */
  readonly final: MessageKey;
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

const unexpected = (key: MessageKey): LoginResult<never> => ({
  ok: false,
  failure: { kind: "key", key, retryAfterSeconds: null },
});

const sendFallbacks: Fallbacks = { noMessage: "auth.error.sendFailed", final: "auth.error.cannotSend" };
const verifyFallbacks: Fallbacks = { noMessage: "auth.error.invalidCode", final: "auth.error.codeNotCorrect" };

const settle = async <T>(call: () => Promise<Answer<T>>, fallbacks: Fallbacks, nonJsonSuccess: MessageKey): Promise<LoginResult<T>> => {
  let answer: Answer<T>;
  try {
    answer = await call();
  } catch (error) {
    // A success whose body is not JSON fails while parsing; anything else is the final fallback.
    return unexpected(error instanceof SyntaxError ? nonJsonSuccess : fallbacks.final);
  }
  const { data, error, response } = answer;
  if (!response.ok) return { ok: false, failure: failureOf(error, response, fallbacks) };
  if (data === undefined) return unexpected(nonJsonSuccess);
  return { ok: true, value: data };
};

/** `POST /api/send-email-verification` or `/api/send-phone-verification`: asks for a 6-digit code. */
export const sendLoginCode = (method: ContactMethod, contact: string): Promise<LoginResult<CodeSentResponse>> =>
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
export const verifyLoginCode = (method: ContactMethod, contact: string, code: string): Promise<LoginResult<User>> =>
  settle(
    () =>
      method === "email"
        ? api.POST("/api/verify-email-login", { body: { email: contact, code } })
        : api.POST("/api/verify-phone-login", { body: { phoneNumber: contact, code } }),
    verifyFallbacks,
    "auth.error.nonJson",
  );
