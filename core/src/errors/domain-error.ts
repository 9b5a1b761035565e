import { Data } from "effect";
import type { MessageKey } from "../i18n/messages";
import type { MessageParams } from "../i18n/interpolate";
import type { ErrorCode } from "./codes";

/**
 * Every failure a use case can report. It carries a stable code (mapped to HTTP only in api/),
 * the catalog key of the message the requester will read, and for bad input the fields at fault.
 */
export class DomainError extends Data.TaggedError("DomainError")<{
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params?: MessageParams;
  /** field path -> catalog key, for input errors */
  readonly fields?: Readonly<Record<string, MessageKey>>;
}> {}

export const domainError = (
  code: ErrorCode,
  messageKey: MessageKey,
  extra: { params?: MessageParams; fields?: Readonly<Record<string, MessageKey>> } = {},
): DomainError => new DomainError({ code, messageKey, ...extra });
