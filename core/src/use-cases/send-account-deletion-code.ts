import { Effect } from "effect";
import { authRequired } from "../errors/accounts";
import type { DomainError } from "../errors/domain-error";
import type { Language } from "../i18n/languages";
import { composeAccountDeletionCodeEmail, composeAccountDeletionCodeSms } from "../messaging/compose";
import { deletionCodeKey, deletionContact } from "../rules/account-deletion";
import { loginCodeLifetimeMinutes, loginCodeResendIntervalMs, type LoginChannel } from "../rules/login-code-policy";
import { issueCode, type CodeSending } from "./one-time-codes";

export interface DeletionCodeSent {
  channel: LoginChannel;
  /** The member's own contact the code went to, so the screen can say where to look. */
  contact: string;
  resendAfterSeconds: number;
}

/**
 * Sends the code that confirms a member leaves, to the account's own e-mail (else its phone):
 * never to an address the request names, so a borrowed session alone cannot delete an account.
 * The limits are those of sign-in codes, counted apart from them.
 */
export const makeSendAccountDeletionCode =
  ({ users, mailer, sms, ...issuing }: CodeSending) =>
  (input: { userId: number; language: Language }): Effect.Effect<DeletionCodeSent, DomainError> =>
    Effect.gen(function* () {
      const user = yield* Effect.promise(() => users.findById(input.userId));
      const to = user === null ? null : deletionContact(user);
      if (to === null) return yield* Effect.fail(authRequired());
      const code = yield* issueCode(issuing, deletionCodeKey(to.channel, to.contact));
      const message = { code, minutes: loginCodeLifetimeMinutes };
      yield* Effect.promise(() =>
        to.channel === "email"
          ? mailer.send({ to: to.contact, ...composeAccountDeletionCodeEmail(input.language, message) })
          : sms.send({ to: to.contact, ...composeAccountDeletionCodeSms(input.language, message) }),
      );
      return { ...to, resendAfterSeconds: loginCodeResendIntervalMs / 1000 };
    });

export type SendAccountDeletionCode = ReturnType<typeof makeSendAccountDeletionCode>;
