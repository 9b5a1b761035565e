import { domainError, type DomainError } from "./domain-error";

/** Errors about internet connection points. */

/** No connection point has that id. */
export const connectionPointNotFound = (): DomainError => domainError("CONNECTION_POINT.NOT_FOUND", "errors.connectionPoint.notFound");
