import { Effect } from "effect";
import { emailTaken, phoneTaken } from "../errors/accounts";
import { DomainError, domainError } from "../errors/domain-error";
import { invalidRequest } from "../errors/request";
import type { Language } from "../i18n/languages";
import type { Clock } from "../ports/clock";
import type { PasswordHasher } from "../ports/password-hasher";
import type { ServiceRepository } from "../ports/service-repository";
import type { UnitOfWork } from "../ports/unit-of-work";
import type { UserRecord, UserRepository } from "../ports/user-repository";
import { formatMemberNumber } from "../rules/member-number";
import { toPublicUser } from "../rules/public-user";
import { makeRegistrationRequestSchema } from "../schemas/registration";
import type { RegisteredUser } from "../schemas/users";
import type { AcceptInvitation } from "./accept-invitation";
import type { SendEmailVerificationLink } from "./send-email-verification-link";
import type { StoreProfilePhoto } from "./store-profile-photo";

export interface RegisterUserInput {
  /** The request body; checked here again with today's date (age, birthdays in the future). */
  readonly body: unknown;
  readonly language: Language;
  /** The site's address, for the link in the verification e-mail. */
  readonly origin: string;
}

/** The answer of a registration: the member, with the member number under both names clients read. */
export const toRegisteredUser = (user: UserRecord): RegisteredUser => ({
  ...toPublicUser(user),
  kdsNumber: user.username,
  socialDevelopmentAccountNumber: user.username,
});

/**
 * Registers a new member: the whole form checked again on the server, contacts unique, the
 * chosen service real, the password hashed, the photo cleaned and stored, a member number from
 * the sequence, and a link sent to confirm the e-mail address. The member, their confirmation link
 * and the credit of whoever invited them are one unit of work: a failure keeps none of them, and
 * the e-mail leaves only once they are committed. Signing in is the caller's part.
 */
export const makeRegisterUser =
  ({
    users,
    services,
    passwords,
    storePhoto,
    sendVerificationLink,
    clock,
    acceptInvitation,
    unitOfWork,
  }: {
    users: UserRepository;
    services: ServiceRepository;
    passwords: PasswordHasher;
    storePhoto: StoreProfilePhoto;
    sendVerificationLink: SendEmailVerificationLink;
    clock: Clock;
    /** Credits whoever invited the new member, in the registration's unit of work. */
    acceptInvitation?: AcceptInvitation;
    unitOfWork: UnitOfWork;
  }) =>
  ({ body, language, origin }: RegisterUserInput): Effect.Effect<RegisteredUser, DomainError> =>
    Effect.gen(function* () {
      const parsed = makeRegistrationRequestSchema(clock.now()).safeParse(body);
      if (!parsed.success) return yield* Effect.fail(invalidRequest(parsed.error.issues, body));
      const request = parsed.data;
      const email = request.email.toLowerCase();

      if ((yield* Effect.promise(() => users.findByEmail(email))) !== null) return yield* Effect.fail(emailTaken());
      if ((yield* Effect.promise(() => users.findByPhone(request.phoneNumber))) !== null) return yield* Effect.fail(phoneTaken());

      const service = yield* Effect.promise(() => services.findBySlug(request.primaryService, language));
      if (service === null) {
        return yield* Effect.fail(
          domainError("REQUEST.INVALID", "errors.request.invalid", { fields: { primaryService: "errors.user.primaryServiceUnknown" } }),
        );
      }

      // Hashing is slow: done before the unit, which holds a database connection while it runs.
      const passwordHash = yield* Effect.promise(() => passwords.hash(request.password));
      return yield* unitOfWork.run(Effect.gen(function* () {
        // Stored in the unit, so that a registration undone takes its photo with it.
        const photo = request.profilePhoto === undefined || request.profilePhoto === "" ? null : yield* storePhoto(request.profilePhoto);
        const sequence = yield* Effect.promise(() => users.nextMemberSequence());

        // The repository reports a contact taken meanwhile (two registrations racing) as a DomainError.
        const user = yield* Effect.tryPromise({
          try: () =>
            users.create({
              fullName: request.fullName,
              email,
              phoneNumber: request.phoneNumber,
              username: formatMemberNumber(sequence),
              birthday: request.birthday,
              profilePhoto: photo,
              skills: [...request.skills],
              primaryService: service.slug,
              joinedServiceId: service.id,
              passwordHash,
            }),
          catch: (cause) => cause,
        }).pipe(
          Effect.catch((cause) => (cause instanceof DomainError ? Effect.fail(cause) : Effect.die(cause))),
        );

        yield* sendVerificationLink({ userId: user.id, fullName: user.fullName, email, language, origin });
        if (acceptInvitation !== undefined) {
          yield* acceptInvitation({ userId: user.id, email, phoneNumber: request.phoneNumber, inviteCode: request.inviteCode ?? null });
        }
        return toRegisteredUser(user);
      }));
    });

export type RegisterUser = ReturnType<typeof makeRegisterUser>;
