import { domainError, type DomainError } from "./domain-error";

/** Errors about a service's tasks and the contributions members make to them. */

export const taskNotFound = (): DomainError => domainError("TASK.NOT_FOUND", "errors.task.notFound");
export const contributionNotFound = (): DomainError => domainError("CONTRIBUTION.NOT_FOUND", "contribute.error.notFound");
export const taskWaiting = (): DomainError => domainError("CONTRIBUTION.TASK_WAITING", "contribute.error.taskWaiting");
export const alreadyContributed = (): DomainError =>
  domainError("CONTRIBUTION.ALREADY_CONTRIBUTED", "contribute.error.alreadyContributed");
export const taskClosed = (): DomainError => domainError("CONTRIBUTION.TASK_CLOSED", "contribute.error.taskClosed");
export const serviceNotJoined = (): DomainError =>
  domainError("CONTRIBUTION.SERVICE_NOT_JOINED", "contribute.error.serviceNotJoined");
export const contributionAlreadyReviewed = (): DomainError =>
  domainError("CONTRIBUTION.ALREADY_REVIEWED", "contribute.error.alreadyReviewed");
/** No contribution whose author may be called (the call request's own words). */
export const contributionNotContactable = (): DomainError => domainError("CONTRIBUTION.NOT_FOUND", "calls.error.notContactable");
export const callOwnContribution = (): DomainError => domainError("CALL_REQUEST.OWN_CONTRIBUTION", "calls.error.ownContribution");
