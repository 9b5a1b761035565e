import { domainError, type DomainError } from "./domain-error";

/** Errors about a service's forums and their posts. */

export const forumNotFound = (): DomainError => domainError("FORUM.NOT_FOUND", "community.error.forumNotFound");
