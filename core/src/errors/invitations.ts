import { domainError, type DomainError } from "./domain-error";

/** Errors about inviting people and their answers. */
export const invitationDoNotContact = (): DomainError =>
  domainError("INVITATION.DO_NOT_CONTACT", "invitations.error.doNotContact");
export const invitationNotSent = (): DomainError => domainError("INVITATION.NOT_SENT", "invitations.error.sendFailed");
export const unsubscribeInvalid = (): DomainError =>
  domainError("INVITATION.UNSUBSCRIBE_INVALID", "invitations.error.unsubscribeInvalid");
