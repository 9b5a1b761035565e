import { Effect } from "effect";
import { forbidden, userNotFound } from "../errors/accounts";
import type { DomainError } from "../errors/domain-error";
import type { UserRepository } from "../ports/user-repository";
import type { StoreProfilePhoto } from "./store-profile-photo";

export interface ChangeProfilePhotoInput {
  readonly userId: number;
  /** The signed-in member: only they change their own photo. */
  readonly requesterId: number;
  /** A data URL of the new photo, or null to remove it (the member is then shown with initials). */
  readonly photo: string | null;
}

/** Replaces or removes the member's photo; a new one goes through the same checks as at registration. */
export const makeChangeProfilePhoto =
  ({ users, storePhoto }: { users: UserRepository; storePhoto: StoreProfilePhoto }) =>
  ({ userId, requesterId, photo }: ChangeProfilePhotoInput): Effect.Effect<string | null, DomainError> =>
    Effect.gen(function* () {
      if (userId !== requesterId) return yield* Effect.fail(forbidden());
      if ((yield* Effect.promise(() => users.findById(userId))) === null) return yield* Effect.fail(userNotFound());
      const url = photo === null ? null : yield* storePhoto(photo);
      yield* Effect.promise(() => users.setProfilePhoto(userId, url));
      return url;
    });

export type ChangeProfilePhoto = ReturnType<typeof makeChangeProfilePhoto>;
