import { Effect } from "effect";
import { domainError, type DomainError } from "../errors/domain-error";
import type { Clock } from "../ports/clock";
import type { LoginCodeStore } from "../ports/login-code-store";
import type { SecretHasher } from "../ports/secret-hasher";
import type { UserRecord, UserRepository } from "../ports/user-repository";
import { loginContactKey, normalizeLoginContact, type LoginChannel } from "../rules/login-code-policy";
import { useCode } from "./one-time-codes";
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

const invalidCode = () => domainError("LOGIN.CODE_INVALID", "errors.login.codeInvalid");

/**
 * Signs in with a code. Each try is counted before the comparison (constant time, on keyed
 * hashes); the code is used up on success. A missing, expired or wrong code, and a contact no
 * account uses, all get the same answer; a code that used its five tries is dead until it expires.
 */
export const makeVerifyLoginCode =
  ({
    users,
    codes,
    hasher,
    clock,
    startSession,
  }: {
    users: UserRepository;
    codes: LoginCodeStore;
    hasher: SecretHasher;
    clock: Clock;
    startSession: ReturnType<typeof makeStartSession>;
  }) =>
  (input: VerifyLoginCodeInput): Effect.Effect<SignedIn, DomainError> =>
    Effect.gen(function* () {
      const contact = normalizeLoginContact(input.channel, input.contact);
      const key = loginContactKey(input.channel, contact);
      yield* useCode({ codes, hasher, clock }, key, input.code, invalidCode);

      const user = yield* Effect.promise(() =>
        input.channel === "email" ? users.findByEmail(contact) : users.findByPhone(contact),
      );
      if (user === null) return yield* Effect.fail(invalidCode());
      const session = yield* startSession(user.id);
      return { user, ...session };
    });
