import { domainError, type DomainError } from "./domain-error";

/** Errors about reviewing submissions and acting on reported content. */

/** The reported or hidden content does not exist (or is not one a member may report). */
export const contentNotFound = (): DomainError => domainError("CONTENT.NOT_FOUND", "community.error.contentNotFound");
/** The submission to decide is not in the review queue. */
export const reviewNotFound = (): DomainError => domainError("REVIEW.NOT_FOUND", "moderation.error.notFound");
export const reviewNotPending = (): DomainError => domainError("REVIEW.NOT_PENDING", "moderation.error.notPending");
export const noOpenReports = (): DomainError => domainError("REPORT.NONE_OPEN", "community.error.noOpenReports");
export const contentAlreadyHidden = (): DomainError => domainError("CONTENT.ALREADY_HIDDEN", "community.error.alreadyHidden");
export const reportLimitReached = (): DomainError => domainError("REPORT.HOURLY_LIMIT", "community.error.reportLimit");
