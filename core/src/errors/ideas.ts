import { domainError, type DomainError } from "./domain-error";

/** Errors about members' ideas and the votes for them. */

export const ideaNotFound = (): DomainError => domainError("IDEA.NOT_FOUND", "errors.idea.notFound");
