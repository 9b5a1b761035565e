import { domainError, type DomainError } from "./domain-error";

/** Errors about a member's notifications. */
export const notificationNotFound = (): DomainError => domainError("NOTIFICATION.NOT_FOUND", "notifications.error.notFound");
