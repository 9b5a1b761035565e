import { Effect } from "effect";
import { loginCodeInvalid } from "../errors/accounts";
import type { DomainError } from "../errors/domain-error";
import type { Clock } from "../ports/clock";
import type { LoginCodeStore } from "../ports/login-code-store";
import type { SecretHasher } from "../ports/secret-hasher";
import type { UnitOfWork } from "../ports/unit-of-work";
import type { UserRecord, UserRepository } from "../ports/user-repository";
import { loginContactKey, normalizeLoginContact, type LoginChannel } from "../rules/login-code-policy";
import { checkCode } from "./one-time-codes";
import type { makeStartSession } from "./start-session";

export interface VerifyLoginCodeInput {
  channel: LoginChannel;
  contact: string;
  code: string;
}

export interface SignedIn {
  user: UserRecord;
  token: string;
  expiresAt: Date;
}


/**
 * Signs in with a code. Each try is counted before the comparison (constant time, on keyed
 * hashes); the code is used up on success. A missing, expired or wrong code, and a contact no
 * account uses, all get the same answer; a code that used its five tries is dead until it expires.
 * Using the code up and starting the session are one unit of work: a session that cannot be
 * stored leaves the code usable. The try is counted before, on its own, whatever happens next.
 */
export const makeVerifyLoginCode =
  ({
    users,
    codes,
    hasher,
    clock,
    startSession,
    unitOfWork,
  }: {
    users: UserRepository;
    codes: LoginCodeStore;
    hasher: SecretHasher;
    clock: Clock;
    startSession: ReturnType<typeof makeStartSession>;
    unitOfWork: UnitOfWork;
  }) =>
  (input: VerifyLoginCodeInput): Effect.Effect<SignedIn, DomainError> =>
    Effect.gen(function* () {
      const contact = normalizeLoginContact(input.channel, input.contact);
      const key = loginContactKey(input.channel, contact);
      const codeHash = yield* checkCode({ codes, hasher, clock }, key, input.code, loginCodeInvalid);
      // A code used up by someone else, or for a contact no account uses, stays used up: answered after the unit.
      const signedIn = yield* unitOfWork.run(
        Effect.gen(function* () {
          // Single use: of two requests racing with the right code, only the one that removes it signs in.
          const used = yield* Effect.promise(() => codes.consume(key, codeHash));
          if (!used) return null;

          const user = yield* Effect.promise(() =>
            input.channel === "email" ? users.findByEmail(contact) : users.findByPhone(contact),
          );
          if (user === null) return null;
          const session = yield* startSession(user.id);
          return { user, ...session };
        }),
      );
      return signedIn ?? (yield* Effect.fail(loginCodeInvalid()));
    });
