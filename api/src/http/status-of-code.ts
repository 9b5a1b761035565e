import type { ErrorCode } from "@kominote/core/errors/codes";

/** The one place where a stable error code meets HTTP. Exhaustive: a new code fails typecheck until it is mapped here. */
export const statusOfCode: Record<ErrorCode, number> = {
  "REQUEST.INVALID": 400,
  "REQUEST.NOT_FOUND": 404,
  "REQUEST.NOT_IMPLEMENTED": 501,
  "REQUEST.RATE_LIMITED": 429,
  "REQUEST.TOO_LARGE": 413,
  "REQUEST.UNSUPPORTED_MEDIA_TYPE": 415,
  "REQUEST.CROSS_SITE": 403,
  "AUTH.REQUIRED": 401,
  "AUTH.FORBIDDEN": 403,
  "SERVER.INTERNAL": 500,
  "SERVER.UNAVAILABLE": 503,
  "SERVICE.NOT_FOUND": 404,
  "TASK.NOT_FOUND": 404,
  "TRANSLATION.INVALID": 400,
  "USER.EMAIL_TAKEN": 409,
  "USER.PHONE_TAKEN": 409,
  "LOGIN.CODE_INVALID": 400,
  "LOGIN.TOO_MANY_TRIES": 429,
  "LOGIN.TOO_SOON": 429,
  "USER.NOT_FOUND": 404,
  "EMAIL_VERIFICATION.INVALID": 400,
  "EMAIL_VERIFICATION.EXPIRED": 400,
};
