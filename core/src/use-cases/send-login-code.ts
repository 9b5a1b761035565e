import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { Language } from "../i18n/languages";
import {
  composeLoginCodeEmail,
  composeLoginCodeSms,
  composeUnknownContactEmail,
  composeUnknownContactSms,
} from "../messaging/compose";
import {
  loginCodeLifetimeMinutes,
  loginCodeResendIntervalMs,
  loginContactKey,
  normalizeLoginContact,
  type LoginChannel,
} from "../rules/login-code-policy";
import { issueCode, type CodeSending } from "./one-time-codes";

export interface SendLoginCodeInput {
  channel: LoginChannel;
  contact: string;
  language: Language;
  /** Absolute address of the registration page, told to a contact no account uses. */
  registerUrl: string;
}

export type SendLoginCodeDependencies = CodeSending;

/**
 * Sends a sign-in code. Known and unknown contacts go through the same steps (limits, a stored
 * code, one message) and get the same answer; only the message differs: a code for a member,
 * "no account uses this contact, here is how to register" for anyone else.
 * The limits and the stored code are those of every one-time code (`issueCode`).
 */
export const makeSendLoginCode =
  ({ users, codes, hasher, random, clock, mailer, sms, unitOfWork }: SendLoginCodeDependencies) =>
  (input: SendLoginCodeInput): Effect.Effect<{ resendAfterSeconds: number }, DomainError> =>
    Effect.gen(function* () {
      const contact = normalizeLoginContact(input.channel, input.contact);
      const key = loginContactKey(input.channel, contact);

      const code = yield* issueCode({ codes, hasher, random, clock, unitOfWork }, key);

      const member = yield* Effect.promise(() =>
        input.channel === "email" ? users.findByEmail(contact) : users.findByPhone(contact),
      );
      const message = { code, minutes: loginCodeLifetimeMinutes };
      const unknown = { registerUrl: input.registerUrl };
      yield* Effect.promise(() =>
        input.channel === "email"
          ? mailer.send({
              to: contact,
              ...(member === null
                ? composeUnknownContactEmail(input.language, unknown)
                : composeLoginCodeEmail(input.language, message)),
            })
          : sms.send({
              to: contact,
              ...(member === null
                ? composeUnknownContactSms(input.language, unknown)
                : composeLoginCodeSms(input.language, message)),
            }),
      );
      return { resendAfterSeconds: loginCodeResendIntervalMs / 1000 };
    });
