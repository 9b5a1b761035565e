import { Effect } from "effect";
import { emailTaken, forbidden, phoneTaken, userNotFound } from "../errors/accounts";
import { DomainError, domainError } from "../errors/domain-error";
import { invalidRequest } from "../errors/request";
import type { Language } from "../i18n/languages";
import type { EmailVerificationStore } from "../ports/email-verification-store";
import type { UnitOfWork } from "../ports/unit-of-work";
import type { ProfilePatch, UserRepository } from "../ports/user-repository";
import { toPublicUser } from "../rules/public-user";
import { updateProfileRequestSchema } from "../schemas/users";
import type { User } from "../schemas/users";
import type { ChangeProfilePhoto } from "./change-profile-photo";
import type { SendEmailVerificationLink } from "./send-email-verification-link";

export interface UpdateProfileInput {
  readonly userId: number;
  /** The signed-in member: only they change their own profile. */
  readonly requesterId: number;
  readonly body: unknown;
  readonly language: Language;
  /** The site's address, for the link confirming a new e-mail address. */
  readonly origin: string;
}

/** An empty address or bio means "none". */
const blankToNull = (text: string | null | undefined): string | null | undefined => (text === "" ? null : text);

/**
 * Saves the member's own profile. The member number never changes. A new e-mail address is no
 * longer verified: a confirmation link goes to it. Contacts stay unique across members. The
 * profile, its photo and the new address's link are one unit of work: a failure keeps none of
 * them, and the link is mailed once they are committed.
 */
export const makeUpdateProfile =
  ({
    users,
    verifications,
    changePhoto,
    sendVerificationLink,
    unitOfWork,
  }: {
    users: UserRepository;
    verifications: EmailVerificationStore;
    changePhoto: ChangeProfilePhoto;
    sendVerificationLink: SendEmailVerificationLink;
    unitOfWork: UnitOfWork;
  }) =>
  ({ userId, requesterId, body, language, origin }: UpdateProfileInput): Effect.Effect<User, DomainError> =>
    Effect.gen(function* () {
      if (userId !== requesterId) return yield* Effect.fail(forbidden());
      const parsed = updateProfileRequestSchema.safeParse(body);
      if (!parsed.success) return yield* Effect.fail(invalidRequest(parsed.error.issues, body));
      const request = parsed.data;
      const current = yield* Effect.promise(() => users.findById(userId));
      if (current === null) return yield* Effect.fail(userNotFound());

      const email = request.email === undefined || request.email === null ? request.email : request.email.toLowerCase();
      // Signing in needs an e-mail address or a phone number: a member may not remove both.
      const emailAfter = email === undefined ? current.email : email;
      const phoneAfter = request.phoneNumber === undefined ? current.phoneNumber : request.phoneNumber;
      if (emailAfter === null && phoneAfter === null) {
        return yield* Effect.fail(domainError("REQUEST.INVALID", "errors.request.invalid", { fields: { email: "validation.email.required" } }));
      }
      const emailChanged = email !== undefined && email !== current.email;
      if (emailChanged && email !== null) {
        const owner = yield* Effect.promise(() => users.findByEmail(email));
        if (owner !== null && owner.id !== userId) return yield* Effect.fail(emailTaken());
      }
      const phone = request.phoneNumber;
      if (phone !== undefined && phone !== null && phone !== current.phoneNumber) {
        const owner = yield* Effect.promise(() => users.findByPhone(phone));
        if (owner !== null && owner.id !== userId) return yield* Effect.fail(phoneTaken());
      }

      const patch: ProfilePatch = Object.fromEntries(
        Object.entries({
          fullName: request.fullName,
          email,
          phoneNumber: phone,
          address: blankToNull(request.address),
          bio: blankToNull(request.bio),
        }).filter(([, value]) => value !== undefined),
      );
      return yield* unitOfWork.run(Effect.gen(function* () {
        // The repository reports a contact taken meanwhile (two members saving at once) as a DomainError.
        const saved = yield* Effect.tryPromise({ try: () => users.updateProfile(userId, patch), catch: (cause) => cause }).pipe(
          Effect.catch((cause) => (cause instanceof DomainError ? Effect.fail(cause) : Effect.die(cause))),
        );
        if (saved === null) return yield* Effect.fail(userNotFound());
        if (request.profilePhoto !== undefined) yield* changePhoto({ userId, requesterId, photo: request.profilePhoto });

        if (emailChanged) {
          yield* Effect.promise(() => verifications.resetForNewEmail(userId));
          if (email !== null) yield* sendVerificationLink({ userId, fullName: saved.fullName, email, language, origin });
        }
        const updated = yield* Effect.promise(() => users.findById(userId));
        if (updated === null) return yield* Effect.fail(userNotFound());
        return toPublicUser(updated);
      }));
    });

export type UpdateProfile = ReturnType<typeof makeUpdateProfile>;
