import { domainError, type DomainError } from "./domain-error";

/** Errors about a service's tasks and the contributions members make to them. */

export const taskNotFound = (): DomainError => domainError("TASK.NOT_FOUND", "errors.task.notFound");
export const contributionNotFound = (): DomainError => domainError("CONTRIBUTION.NOT_FOUND", "contribute.error.notFound");
