import { Effect } from "effect";
import { authRequired, emailVerificationNoAddress } from "../errors/accounts";
import { domainError, type DomainError } from "../errors/domain-error";
import type { MessageParams } from "../i18n/interpolate";
import type { Language } from "../i18n/languages";
import type { MessageKey } from "../i18n/messages";
import type { Clock } from "../ports/clock";
import type { EmailVerificationStore } from "../ports/email-verification-store";
import type { UserRepository } from "../ports/user-repository";
import { minutesUntil } from "../rules/login-code-policy";
import { emailVerificationLifetimeMs, type SendEmailVerificationLink } from "./send-email-verification-link";

/** At most one link a minute... */
export const emailVerificationResendIntervalMs = 60_000;
/** ...and this many a day per member, the registration's link included: each one is an e-mail we send. */
export const emailVerificationSendsPerDay = 5;
const dayMs = 24 * 60 * 60_000;
const hourMs = 60 * 60_000;

export interface ResendEmailVerificationInput {
  /** The signed-in member, from the session. */
  readonly userId: number;
  readonly language: Language;
  /** The site's address, for the link in the e-mail. */
  readonly origin: string;
}

export interface ResendEmailVerificationOutcome {
  readonly sent: boolean;
  readonly alreadyVerified: boolean;
  /** What to tell the member, in their language (the caller translates). */
  readonly messageKey: MessageKey;
  readonly params?: MessageParams;
}

const tooSoon = (params: MessageParams, messageKey: MessageKey): DomainError =>
  domainError("EMAIL_VERIFICATION.TOO_SOON", messageKey, { params });

/**
 * Sends the signed-in member a new link to confirm their e-mail address, when the last one expired
 * or never arrived. The new link ends the unused ones sent before. A confirmed address gets no mail,
 * just the answer that it is confirmed.
 */
export const makeResendEmailVerification =
  ({
    users,
    verifications,
    sendVerificationLink,
    clock,
  }: {
    users: UserRepository;
    verifications: EmailVerificationStore;
    sendVerificationLink: SendEmailVerificationLink;
    clock: Clock;
  }) =>
  ({ userId, language, origin }: ResendEmailVerificationInput): Effect.Effect<ResendEmailVerificationOutcome, DomainError> =>
    Effect.gen(function* () {
      const user = yield* Effect.promise(() => users.findById(userId));
      // A session whose member no longer exists reads as signed out.
      if (user === null) return yield* Effect.fail(authRequired());
      if (user.email === null) {
        return yield* Effect.fail(emailVerificationNoAddress());
      }
      if (user.emailVerifiedAt !== null) {
        return { sent: false, alreadyVerified: true, messageKey: "users.emailVerification.alreadyVerified" } satisfies ResendEmailVerificationOutcome;
      }

      const now = clock.now();
      const expiries = yield* Effect.promise(() =>
        verifications.expiriesAfter(userId, new Date(now.getTime() - dayMs + emailVerificationLifetimeMs)),
      );
      // Every link lives the same span, so its expiry tells when it was sent.
      const sends = expiries.map((expiry) => expiry.getTime() - emailVerificationLifetimeMs);
      const last = sends.at(-1);
      if (last !== undefined && now.getTime() - last < emailVerificationResendIntervalMs) {
        const at = new Date(last + emailVerificationResendIntervalMs);
        return yield* Effect.fail(tooSoon({ minutes: minutesUntil(now, at) }, "errors.emailVerification.tooSoon"));
      }
      const oldest = sends[sends.length - emailVerificationSendsPerDay];
      if (oldest !== undefined) {
        const hours = Math.max(1, Math.ceil((oldest + dayMs - now.getTime()) / hourMs));
        return yield* Effect.fail(tooSoon({ max: emailVerificationSendsPerDay, hours }, "errors.emailVerification.dailyLimit"));
      }

      yield* sendVerificationLink({ userId, fullName: user.fullName, email: user.email, language, origin });
      return {
        sent: true,
        alreadyVerified: false,
        messageKey: "users.emailVerification.linkSent",
        params: { email: user.email },
      } satisfies ResendEmailVerificationOutcome;
    });

export type ResendEmailVerification = ReturnType<typeof makeResendEmailVerification>;
