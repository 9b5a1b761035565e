import { Effect } from "effect";
import type { Language } from "../i18n/languages";
import { composeEmailVerification, emailVerificationValidHours } from "../messaging/compose";
import type { Clock } from "../ports/clock";
import type { EmailVerificationStore } from "../ports/email-verification-store";
import type { RandomSource } from "../ports/id-generator";
import type { Mailer } from "../ports/mailer";
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
 * use, valid 48 hours, stored hashed; the member's earlier unused links stop working. A mail failure does not undo what the member just did
 * (registering, editing their profile): it is reported to `onMailFailure` and the member can
 * ask for a new link later.
 */
export const makeSendEmailVerificationLink =
  ({
    verifications,
    mailer,
    random,
    clock,
    onMailFailure,
  }: {
    verifications: EmailVerificationStore;
    mailer: Mailer;
    random: RandomSource;
    clock: Clock;
    onMailFailure: (cause: unknown) => void;
  }) =>
  ({ userId, fullName, email, language, origin }: VerificationLinkRequest): Effect.Effect<void> =>
    Effect.promise(async () => {
      const token = base64Url(random.bytes(32));
      const now = clock.now();
      // Only the newest e-mail's link confirms: a member who asked again may have forwarded or lost the older ones.
      await verifications.endUnused(userId, now);
      await verifications.save(token, { userId, email, expiresAt: new Date(now.getTime() + emailVerificationLifetimeMs) });
      const link = `${origin}/verify-email?token=${encodeURIComponent(token)}`;
      const message = composeEmailVerification(language, { fullName, link });
      try {
        await mailer.send({ to: email, ...message });
      } catch (cause) {
        onMailFailure(cause);
      }
    });

export type SendEmailVerificationLink = ReturnType<typeof makeSendEmailVerificationLink>;
