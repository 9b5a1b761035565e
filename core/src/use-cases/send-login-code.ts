import { Effect } from "effect";
import { domainError, type DomainError } from "../errors/domain-error";
import type { Language } from "../i18n/languages";
import {
  composeLoginCodeEmail,
  composeLoginCodeSms,
  composeUnknownContactEmail,
  composeUnknownContactSms,
} from "../messaging/compose";
import type { Clock } from "../ports/clock";
import type { RandomSource } from "../ports/id-generator";
import type { LoginCodeStore } from "../ports/login-code-store";
import type { Mailer } from "../ports/mailer";
import type { SecretHasher } from "../ports/secret-hasher";
import type { SmsSender } from "../ports/sms-sender";
import type { UnitOfWork } from "../ports/unit-of-work";
import type { UserRepository } from "../ports/user-repository";
import {
  drawLoginCode,
  loginCodeLifetimeMinutes,
  loginCodeLifetimeMs,
  loginCodeMaxTries,
  loginCodeResendIntervalMs,
  loginCodeSecret,
  loginCodeSendsPerHour,
  loginCodeSendWindowMs,
  loginContactKey,
  minutesUntil,
  normalizeLoginContact,
  type LoginChannel,
} from "../rules/login-code-policy";

export interface SendLoginCodeInput {
  channel: LoginChannel;
  contact: string;
  language: Language;
  /** Absolute address of the registration page, told to a contact no account uses. */
  registerUrl: string;
}

export interface SendLoginCodeDependencies {
  users: UserRepository;
  codes: LoginCodeStore;
  hasher: SecretHasher;
  random: RandomSource;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
  unitOfWork: UnitOfWork;
}

/**
 * Sends a sign-in code. Known and unknown contacts go through the same steps (limits, a stored
 * code, one message) and get the same answer; only the message differs: a code for a member,
 * "no account uses this contact, here is how to register" for anyone else.
 * A new code keeps the tries of the code it replaces while that one was still valid, so asking
 * again never grants fresh guesses; once a code has used all its tries, no new one is sent until
 * it would have expired. The code and the count of sends are one unit of work, committed before
 * the message leaves: a code is never sent that was not kept, nor kept without being counted.
 */
export const makeSendLoginCode =
  ({ users, codes, hasher, random, clock, mailer, sms, unitOfWork }: SendLoginCodeDependencies) =>
  (input: SendLoginCodeInput): Effect.Effect<{ resendAfterSeconds: number }, DomainError> =>
    Effect.gen(function* () {
      const contact = normalizeLoginContact(input.channel, input.contact);
      const key = loginContactKey(input.channel, contact);
      const now = clock.now();

      const sends = yield* Effect.promise(() => codes.sendsSince(key, new Date(now.getTime() - loginCodeSendWindowMs)));
      const last = sends.at(-1);
      if (last !== undefined && now.getTime() - last.getTime() < loginCodeResendIntervalMs) {
        const at = new Date(last.getTime() + loginCodeResendIntervalMs);
        return yield* Effect.fail(domainError("LOGIN.TOO_SOON", "errors.login.tooSoon", { params: { minutes: minutesUntil(now, at) } }));
      }
      const oldest = sends[sends.length - loginCodeSendsPerHour];
      if (oldest !== undefined) {
        const at = new Date(oldest.getTime() + loginCodeSendWindowMs);
        return yield* Effect.fail(domainError("LOGIN.TOO_SOON", "errors.login.tooSoon", { params: { minutes: minutesUntil(now, at) } }));
      }

      const previous = yield* Effect.promise(() => codes.find(key));
      const previousLive = previous !== null && previous.expiresAt.getTime() > now.getTime() ? previous : null;
      if (previousLive !== null && previousLive.tries >= loginCodeMaxTries) {
        return yield* Effect.fail(
          domainError("LOGIN.TOO_MANY_TRIES", "errors.login.tooManyTries", {
            params: { minutes: minutesUntil(now, previousLive.expiresAt) },
          }),
        );
      }

      const code = drawLoginCode(random);
      yield* unitOfWork.run(
        Effect.promise(async () => {
          await codes.save(key, {
            codeHash: hasher.hash(loginCodeSecret(key, code)),
            expiresAt: new Date(now.getTime() + loginCodeLifetimeMs),
            tries: previousLive?.tries ?? 0,
          });
          await codes.recordSend(key, now);
        }),
      );

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
