import { Effect } from "effect";
import { authRequired } from "../errors/accounts";
import { domainError, type DomainError } from "../errors/domain-error";
import type { AccountEraser } from "../ports/account-eraser";
import type { SessionStore } from "../ports/session-store";
import type { FileStorage } from "../ports/storage";
import type { UnitOfWork } from "../ports/unit-of-work";
import type { UserRepository } from "../ports/user-repository";
import { deletionCodeKey, deletionContact } from "../rules/account-deletion";
import { checkCode, consumeCode, type CodeChecking } from "./one-time-codes";

/** A wrong, expired or already used code: told on the code field. */
const invalidCode = () =>
  domainError("LOGIN.CODE_INVALID", "errors.login.codeInvalid", { fields: { code: "errors.login.codeInvalid" } });

/** The code machinery without drawing (only checking), and what erasing needs. */
export type DeleteOwnAccountDependencies = CodeChecking & {
  unitOfWork: UnitOfWork;
  users: UserRepository;
  eraser: AccountEraser;
  storage: FileStorage;
  sessions: SessionStore;
};

/**
 * The signed-in member leaves Kominote (decision 0020), confirmed by the code just sent to their
 * own contact. Nothing changes unless the code is right. Using the code up, the erasure and the end
 * of every session commit as one (a failure leaves the code usable to try again); the files go
 * after it (a file left by a failed removal is unreachable: nothing links to it any more), and
 * every session is ended through the session store so a cache in front of it forgets them too.
 */
export const makeDeleteOwnAccount =
  ({ users, codes, hasher, clock, unitOfWork, eraser, storage, sessions }: DeleteOwnAccountDependencies) =>
  (input: { userId: number; code: string }): Effect.Effect<void, DomainError> =>
    Effect.gen(function* () {
      const user = yield* Effect.promise(() => users.findById(input.userId));
      const to = user === null ? null : deletionContact(user);
      if (to === null) return yield* Effect.fail(authRequired());
      const key = deletionCodeKey(to.channel, to.contact);
      const codeHash = yield* checkCode({ codes, hasher, clock }, key, input.code, invalidCode);

      const erased = yield* unitOfWork.run(
        Effect.gen(function* () {
          yield* consumeCode({ codes }, key, codeHash, invalidCode);
          const done = yield* Effect.promise(() => eraser.erase(input.userId, clock.now()));
          if (done === null) return yield* Effect.fail(authRequired());
          yield* Effect.promise(() => sessions.deleteAllOf(input.userId));
          return done;
        }),
      );
      for (const fileKey of erased.fileKeys) {
        yield* Effect.ignore(Effect.tryPromise(() => storage.remove(fileKey)));
      }
    });

export type DeleteOwnAccount = ReturnType<typeof makeDeleteOwnAccount>;
