import { domainError, type DomainError } from "./domain-error";

/** Errors about safe places. */

/** No safe place has that id. */
export const safePlaceNotFound = (): DomainError => domainError("SAFE_PLACE.NOT_FOUND", "errors.safePlace.notFound");
