import { Effect } from "effect";
import { emailVerificationExpired, emailVerificationInvalid } from "../errors/accounts";
import { domainError, type DomainError } from "../errors/domain-error";
import type { MessageKey } from "../i18n/messages";
import type { Clock } from "../ports/clock";
import type { EmailVerificationStore } from "../ports/email-verification-store";
import type { UnitOfWork } from "../ports/unit-of-work";
import type { UserRepository } from "../ports/user-repository";

export interface EmailVerificationOutcome {
  readonly verified: boolean;
  readonly alreadyVerified: boolean;
  /** What to tell the member, in their language (the caller translates). */
  readonly messageKey: MessageKey;
}

/** A token is 32 random bytes in base64url: 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;


const alreadyVerified: EmailVerificationOutcome = {
  verified: true,
  alreadyVerified: true,
  messageKey: "users.emailVerification.alreadyVerified",
};

/**
 * Confirms a member's e-mail address from the link they were sent. A link works once, for 48
 * hours, and only for the address it was sent to; opening it again after it worked says the
 * address is already verified rather than failing, since people click twice. Using the link up
 * and marking the address verified are one unit of work: a link is never spent for nothing.
 */
export const makeVerifyEmail =
  ({ verifications, users, clock, unitOfWork }: { verifications: EmailVerificationStore; users: UserRepository; clock: Clock; unitOfWork: UnitOfWork }) =>
  (token: string): Effect.Effect<EmailVerificationOutcome, DomainError> =>
    Effect.gen(function* () {
      if (!tokenPattern.test(token)) {
        return yield* Effect.fail(domainError("REQUEST.INVALID", "validation.token.invalid", { fields: { token: "validation.token.invalid" } }));
      }
      const link = yield* Effect.promise(() => verifications.find(token));
      if (link === null) return yield* Effect.fail(emailVerificationInvalid());
      const user = yield* Effect.promise(() => users.findById(link.userId));
      // The member changed their address since: this link confirms an address they no longer use.
      if (user === null || user.email !== link.email) return yield* Effect.fail(emailVerificationInvalid());

      const isVerified = user.emailVerifiedAt !== null;
      if (link.usedAt !== null) return isVerified ? alreadyVerified : yield* Effect.fail(emailVerificationInvalid());
      const now = clock.now();
      if (now.getTime() >= link.expiresAt.getTime()) {
        return yield* Effect.fail(emailVerificationExpired());
      }

      return yield* unitOfWork.run(
        Effect.gen(function* () {
          const won = yield* Effect.promise(() => verifications.consume(token, now));
          if (!won || isVerified) return alreadyVerified;
          yield* Effect.promise(() => users.markEmailVerified(user.id, now));
          return { verified: true, alreadyVerified: false, messageKey: "users.emailVerification.verified" } satisfies EmailVerificationOutcome;
        }),
      );
    });

export type VerifyEmail = ReturnType<typeof makeVerifyEmail>;
