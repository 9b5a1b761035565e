import { domainError, type DomainError } from "./domain-error";

/** Errors about the government agencies directory. */

/** An agency of that name is already listed, or awaiting review, in that department. */
export const agencyDuplicate = (): DomainError => domainError("AGENCY.DUPLICATE", "errors.agency.duplicate");
