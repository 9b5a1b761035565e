import { domainError, type DomainError } from "./domain-error";

/** Errors about members' accounts and who may act on them. */

/** The session's member no longer exists or there is no session: read as signed out. */
export const authRequired = (): DomainError => domainError("AUTH.REQUIRED", "errors.auth.required");
/** The member is signed in but the account or content is not theirs to act on. */
export const forbidden = (): DomainError => domainError("AUTH.FORBIDDEN", "errors.auth.forbidden");
export const userNotFound = (): DomainError => domainError("USER.NOT_FOUND", "errors.user.notFound");
export const emailTaken = (): DomainError =>
  domainError("USER.EMAIL_TAKEN", "errors.user.emailTaken", { fields: { email: "errors.user.emailTaken" } });
export const phoneTaken = (): DomainError =>
  domainError("USER.PHONE_TAKEN", "errors.user.phoneTaken", { fields: { phoneNumber: "errors.user.phoneTaken" } });
/** The sign-in code is wrong, used or expired. */
export const loginCodeInvalid = (): DomainError => domainError("LOGIN.CODE_INVALID", "errors.login.codeInvalid");
/** The verification link is unknown, used, or for another address. */
export const emailVerificationInvalid = (): DomainError =>
  domainError("EMAIL_VERIFICATION.INVALID", "errors.emailVerification.invalid");
export const emailVerificationExpired = (): DomainError =>
  domainError("EMAIL_VERIFICATION.EXPIRED", "errors.emailVerification.expired");
/** The member has no e-mail address to verify. */
export const emailVerificationNoAddress = (): DomainError =>
  domainError("EMAIL_VERIFICATION.NO_ADDRESS", "errors.emailVerification.noAddress");
