/**
 * Stable error codes. A client may rely on them; never rename one.
 * api/ maps each to an HTTP status in one table (api/src/http/status-of-code.ts).
 */
export const errorCodes = [
  "REQUEST.INVALID",
  "REQUEST.NOT_FOUND",
  "REQUEST.NOT_IMPLEMENTED",
  "REQUEST.RATE_LIMITED",
  "REQUEST.TOO_LARGE",
  "REQUEST.CROSS_SITE",
  "AUTH.REQUIRED",
  "AUTH.FORBIDDEN",
  "SERVER.INTERNAL",
  "SERVER.UNAVAILABLE",
  "SERVICE.NOT_FOUND",
  "TASK.NOT_FOUND",
  "TRANSLATION.INVALID",
  "REQUEST.UNSUPPORTED_MEDIA_TYPE",
  "USER.EMAIL_TAKEN",
  "USER.PHONE_TAKEN",
  "LOGIN.CODE_INVALID",
  "LOGIN.TOO_MANY_TRIES",
  "LOGIN.TOO_SOON",
  "USER.NOT_FOUND",
  "EMAIL_VERIFICATION.INVALID",
  "EMAIL_VERIFICATION.EXPIRED",
] as const;
export type ErrorCode = (typeof errorCodes)[number];
