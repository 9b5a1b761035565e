import { Effect } from "effect";
import { domainError, type DomainError } from "../errors/domain-error";
import type { AccountEraser } from "../ports/account-eraser";
import type { SessionStore } from "../ports/session-store";
import type { FileStorage } from "../ports/storage";
import type { UserRepository } from "../ports/user-repository";
import { deletionCodeKey, deletionContact } from "../rules/account-deletion";
import { useCode, type CodeIssuing } from "./one-time-codes";

/** A wrong, expired or already used code: told on the code field. */
const invalidCode = () =>
  domainError("LOGIN.CODE_INVALID", "errors.login.codeInvalid", { fields: { code: "errors.login.codeInvalid" } });

/** The code machinery without drawing (only checking), and what erasing needs. */
export type DeleteOwnAccountDependencies = Omit<CodeIssuing, "random"> & {
  users: UserRepository;
  eraser: AccountEraser;
  storage: FileStorage;
  sessions: SessionStore;
};

/**
 * The signed-in member leaves Kominote (decision 0020), confirmed by the code just sent to their
 * own contact. Nothing changes unless the code is right. The erasure commits as one; the files go
 * after it (a file left by a failed removal is unreachable: nothing links to it any more), and
 * every session is ended through the session store so a cache in front of it forgets them too.
 */
export const makeDeleteOwnAccount =
  ({ users, codes, hasher, clock, eraser, storage, sessions }: DeleteOwnAccountDependencies) =>
  (input: { userId: number; code: string }): Effect.Effect<void, DomainError> =>
    Effect.gen(function* () {
      const user = yield* Effect.promise(() => users.findById(input.userId));
      const to = user === null ? null : deletionContact(user);
      if (to === null) return yield* Effect.fail(domainError("AUTH.REQUIRED", "errors.auth.required"));
      yield* useCode({ codes, hasher, clock }, deletionCodeKey(to.channel, to.contact), input.code, invalidCode);

      const erased = yield* Effect.promise(() => eraser.erase(input.userId, clock.now()));
      if (erased === null) return yield* Effect.fail(domainError("AUTH.REQUIRED", "errors.auth.required"));
      yield* Effect.promise(() => sessions.deleteAllOf(input.userId));
      for (const key of erased.fileKeys) {
        yield* Effect.ignore(Effect.tryPromise(() => storage.delete(key)));
      }
    });

export type DeleteOwnAccount = ReturnType<typeof makeDeleteOwnAccount>;
