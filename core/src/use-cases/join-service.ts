import { Effect } from "effect";
import { forbidden, userNotFound } from "../errors/accounts";
import type { DomainError } from "../errors/domain-error";
import { serviceNotFound } from "../errors/services";
import type { Language } from "../i18n/languages";
import type { ServiceRepository } from "../ports/service-repository";
import type { UserRepository } from "../ports/user-repository";
import { toPublicUser } from "../rules/public-user";
import type { User } from "../schemas/users";

export interface JoinServiceInput {
  /** The member to change, as the path names them. */
  readonly userId: number;
  /** The signed-in member: only they choose their own main service. */
  readonly requesterId: number;
  readonly serviceId: number;
  readonly language: Language;
}

/**
 * Makes the service the member's main one: a member contributes only in the service they joined,
 * so joining another replaces it, and joining the same one again changes nothing.
 */
export const makeJoinService =
  ({ services, users }: { services: ServiceRepository; users: UserRepository }) =>
  ({ userId, requesterId, serviceId, language }: JoinServiceInput): Effect.Effect<User, DomainError> =>
    Effect.gen(function* () {
      if (userId !== requesterId) return yield* Effect.fail(forbidden());
      const service = yield* Effect.promise(() => services.findById(serviceId, language));
      if (service === null) return yield* Effect.fail(serviceNotFound());
      const member = yield* Effect.promise(() => users.findById(userId));
      if (member === null) return yield* Effect.fail(userNotFound());
      if (member.joinedServiceId === serviceId) return toPublicUser(member);
      const saved = yield* Effect.promise(() => users.updateProfile(userId, { joinedServiceId: serviceId }));
      if (saved === null) return yield* Effect.fail(userNotFound());
      return toPublicUser(saved);
    });

export type JoinService = ReturnType<typeof makeJoinService>;
