import { domainError, type DomainError } from "./domain-error";

/** Errors about the public services members join and contribute to. */

export const serviceNotFound = (): DomainError => domainError("SERVICE.NOT_FOUND", "errors.service.notFound");
