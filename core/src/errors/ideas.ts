import { domainError, type DomainError } from "./domain-error";

/** Errors about members' ideas and the votes for them. */

export const ideaNotFound = (): DomainError => domainError("IDEA.NOT_FOUND", "errors.idea.notFound");
export const ownIdea = (): DomainError => domainError("IDEA.OWN_IDEA", "errors.idea.ownIdea");
export const ideaAlreadyVoted = (): DomainError => domainError("IDEA.ALREADY_VOTED", "errors.idea.alreadyVoted");
