import { Effect } from "effect";
import { authRequired } from "../errors/accounts";
import type { DomainError } from "../errors/domain-error";
import type { UserRepository } from "../ports/user-repository";
import { toPublicUser } from "../rules/public-user";
import type { User } from "../schemas/users";

/** The signed-in member's account. A session whose member no longer exists reads as signed out. */
export const makeGetCurrentUser =
  ({ users }: { users: UserRepository }) =>
  (userId: number): Effect.Effect<User, DomainError> =>
    Effect.gen(function* () {
      const record = yield* Effect.promise(() => users.findById(userId));
      if (record === null) return yield* Effect.fail(authRequired());
      return toPublicUser(record);
    });
