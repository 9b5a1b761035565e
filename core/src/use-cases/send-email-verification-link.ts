import { Effect } from "effect";
import type { Language } from "../i18n/languages";
import { composeEmailVerification, emailVerificationValidHours } from "../messaging/compose";
import type { Clock } from "../ports/clock";
import type { EmailVerificationStore } from "../ports/email-verification-store";
import type { RandomSource } from "../ports/id-generator";
import type { Mailer } from "../ports/mailer";
import type { UnitOfWork } from "../ports/unit-of-work";
import { base64Url } from "../rules/base64-url";

export const emailVerificationLifetimeMs = emailVerificationValidHours * 60 * 60 * 1000;

export interface VerificationLinkRequest {
  readonly userId: number;
  readonly fullName: string;
  readonly email: string;
  readonly language: Language;
  /** The site's address ("https://kominote.ht"), where /verify-email is. */
  readonly origin: string;
}

/**
 * Sends a link that confirms the member's e-mail address: a fresh random token (256 bits), single
 * use, valid 48 hours, stored hashed; the member's earlier unused links stop working. Ending the
 * old links and storing the new one are one unit of work, joined by the caller's (registering,
 * editing a profile); the e-mail leaves once it is committed, so no link is mailed that does not
 * work. A mail failure does not undo what the member just did: it is reported to `onMailFailure`
 * and the member can ask for a new link later.
 */
export const makeSendEmailVerificationLink =
  ({
    verifications,
    mailer,
    random,
    clock,
    onMailFailure,
    unitOfWork,
  }: {
    verifications: EmailVerificationStore;
    mailer: Mailer;
    random: RandomSource;
    clock: Clock;
    onMailFailure: (cause: unknown) => void;
    unitOfWork: UnitOfWork;
  }) =>
  ({ userId, fullName, email, language, origin }: VerificationLinkRequest): Effect.Effect<void> =>
    unitOfWork.run(
      Effect.gen(function* () {
        const token = base64Url(random.bytes(32));
        const now = clock.now();
        // Only the newest e-mail's link confirms: a member who asked again may have forwarded or lost the older ones.
        yield* Effect.promise(() => verifications.endUnused(userId, now));
        yield* Effect.promise(() =>
          verifications.save(token, { userId, email, expiresAt: new Date(now.getTime() + emailVerificationLifetimeMs) }),
        );
        const link = `${origin}/verify-email?token=${encodeURIComponent(token)}`;
        const message = composeEmailVerification(language, { fullName, link });
        yield* unitOfWork.deliverAfterCommit(
          Effect.promise(async () => {
            try {
              await mailer.send({ to: email, ...message });
            } catch (cause) {
              onMailFailure(cause);
            }
          }),
        );
      }),
    );

export type SendEmailVerificationLink = ReturnType<typeof makeSendEmailVerificationLink>;
