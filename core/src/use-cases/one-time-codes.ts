import { Effect } from "effect";
import { domainError, type DomainError } from "../errors/domain-error";
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
  loginCodeLifetimeMs,
  loginCodeMaxTries,
  loginCodeResendIntervalMs,
  loginCodeSecret,
  loginCodeSendsPerHour,
  loginCodeSendWindowMs,
  minutesUntil,
} from "../rules/login-code-policy";

/*
 * The one-time code machinery of decision 0004, shared by signing in and by confirming that a
 * member leaves: a code is drawn per contact key, stored as a keyed hash, sent at most once a
 * minute and five times an hour, lives ten minutes, survives five wrong tries and is used once.
 */

export interface CodeIssuing {
  codes: LoginCodeStore;
  hasher: SecretHasher;
  random: RandomSource;
  clock: Clock;
  unitOfWork: UnitOfWork;
}

/** What checking and using up a code needs. */
export type CodeChecking = Pick<CodeIssuing, "codes" | "hasher" | "clock">;

/** Issuing codes, and what sends them to a member's contact. */
export type CodeSending = CodeIssuing & { users: UserRepository; mailer: Mailer; sms: SmsSender };

const tooManyTries = (now: Date, expiresAt: Date) =>
  domainError("LOGIN.TOO_MANY_TRIES", "errors.login.tooManyTries", { params: { minutes: minutesUntil(now, expiresAt) } });

/**
 * Draws and stores a new code for the key, or refuses when the key's sending limits are reached.
 * A new code keeps the tries of the code it replaces while that one was still valid, so asking
 * again never grants fresh guesses; once a code has used all its tries, no new one is sent until
 * it would have expired. The code and the count of sends are one unit of work, committed before
 * the message leaves: a code is never sent that was not kept, nor kept without being counted.
 * Answers the digits, to be sent.
 */
export const issueCode = ({ codes, hasher, random, clock, unitOfWork }: CodeIssuing, key: string): Effect.Effect<string, DomainError> =>
  Effect.gen(function* () {
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
      return yield* Effect.fail(tooManyTries(now, previousLive.expiresAt));
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
    return code;
  });

/**
 * Counts a try of `code` for the key and answers the stored code's hash when `code` is it, to be
 * used up (`consumeCode`). Each try is counted before the comparison (constant time, on keyed
 * hashes) and stays counted whatever happens next. A missing, expired or wrong code fails with
 * `invalid`; a code that used its five tries is dead until it expires.
 */
export const checkCode = (
  { codes, hasher, clock }: CodeChecking,
  key: string,
  code: string,
  invalid: () => DomainError,
): Effect.Effect<string, DomainError> =>
  Effect.gen(function* () {
    const now = clock.now();
    const stored = yield* Effect.promise(() => codes.takeTry(key, { now, maxTries: loginCodeMaxTries }));
    if (stored === null) {
      const dead = yield* Effect.promise(() => codes.find(key));
      if (dead !== null && dead.expiresAt.getTime() > now.getTime() && dead.tries >= loginCodeMaxTries) {
        return yield* Effect.fail(tooManyTries(now, dead.expiresAt));
      }
      return yield* Effect.fail(invalid());
    }
    if (!hasher.equals(hasher.hash(loginCodeSecret(key, code.trim())), stored.codeHash)) {
      return yield* Effect.fail(stored.tries >= loginCodeMaxTries ? tooManyTries(now, stored.expiresAt) : invalid());
    }
    return stored.codeHash;
  });

/**
 * Uses up a checked code. Of two requests racing with the right code, only the one that removes
 * it succeeds; run it in the unit of work of what the code allows, so a failure there leaves the
 * code usable.
 */
export const consumeCode = (
  { codes }: Pick<CodeIssuing, "codes">,
  key: string,
  codeHash: string,
  invalid: () => DomainError,
): Effect.Effect<void, DomainError> =>
  Effect.gen(function* () {
    const used = yield* Effect.promise(() => codes.consume(key, codeHash));
    if (!used) return yield* Effect.fail(invalid());
  });

/** Checks and uses up the key's code at once, for what needs no unit of work of its own. */
export const useCode = (deps: CodeChecking, key: string, code: string, invalid: () => DomainError): Effect.Effect<void, DomainError> =>
  Effect.flatMap(checkCode(deps, key, code, invalid), (codeHash) => consumeCode(deps, key, codeHash, invalid));
