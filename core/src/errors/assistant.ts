import { domainError, type DomainError } from "./domain-error";

/** The assistant's model failed (unreachable, too slow, refused): the member reads SPEC 8's AI failure text. */
export const assistantUnavailable = (): DomainError =>
  domainError("ASSISTANT.UNAVAILABLE", "errors.assistant.unavailable");
