import { Effect } from "effect";
import { domainError, type DomainError } from "../errors/domain-error";
import type { UserRecord, UserRepository } from "../ports/user-repository";
import type { User } from "../schemas/users";

/** What a member sees of their own account: never the password hash nor internal fields. */
export const toPublicUser = (record: UserRecord): User => ({
  id: record.id,
  fullName: record.fullName,
  email: record.email,
  phoneNumber: record.phoneNumber,
  address: record.address,
  bio: record.bio,
  profilePhoto: record.profilePhoto,
  username: record.username,
  joinedServiceId: record.joinedServiceId,
  role: record.role,
  createdAt: record.createdAt.toISOString(),
  emailVerified: record.emailVerifiedAt !== null,
});

/** The signed-in member's account. A session whose member no longer exists reads as signed out. */
export const makeGetCurrentUser =
  ({ users }: { users: UserRepository }) =>
  (userId: number): Effect.Effect<User, DomainError> =>
    Effect.gen(function* () {
      const record = yield* Effect.promise(() => users.findById(userId));
      if (record === null) return yield* Effect.fail(domainError("AUTH.REQUIRED", "errors.auth.required"));
      return toPublicUser(record);
    });
