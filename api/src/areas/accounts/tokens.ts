import { makeResendEmailVerification } from "@kominote/core/use-cases/resend-email-verification";
import type { DeferredSessionTouches } from "@kominote/adapters/accounts/deferred-session-touches";
import type { LoginCodeStore } from "@kominote/core/ports/login-code-store";
import type { RandomSource } from "@kominote/core/ports/id-generator";
import type { Mailer } from "@kominote/core/ports/mailer";
import type { PasswordHasher } from "@kominote/core/ports/password-hasher";
import type { SecretHasher } from "@kominote/core/ports/secret-hasher";
import type { SessionStore } from "@kominote/core/ports/session-store";
import type { SmsSender } from "@kominote/core/ports/sms-sender";
import type { UserRepository } from "@kominote/core/ports/user-repository";
import { makeEndSession } from "@kominote/core/use-cases/end-session";
import { makeGetCurrentUser } from "@kominote/core/use-cases/get-current-user";
import { makeResolveSession } from "@kominote/core/use-cases/resolve-session";
import { makeSendLoginCode } from "@kominote/core/use-cases/send-login-code";
import { makeStartSession } from "@kominote/core/use-cases/start-session";
import { makeVerifyLoginCode } from "@kominote/core/use-cases/verify-login-code";
import type { EmailVerificationStore } from "@kominote/core/ports/email-verification-store";
import { makeGrantRole } from "@kominote/core/use-cases/grant-role";
import { makeRegisterUser } from "@kominote/core/use-cases/register-user";
import { makeUpdateProfile } from "@kominote/core/use-cases/update-profile";
import { makeVerifyEmail } from "@kominote/core/use-cases/verify-email";
import { token, useCaseTokens } from "../../tokens";

/** Members, sign-in codes, sessions, registration, and the mail and text-message channels that carry codes. */
export const accountsTokens = {
  random: token<RandomSource>("RandomSource"),
  secretHasher: token<SecretHasher>("SecretHasher"),
  passwordHasher: token<PasswordHasher>("PasswordHasher"),
  userRepository: token<UserRepository>("UserRepository"),
  sessionStore: token<SessionStore>("SessionStore"),
  /** Behind the session store: activity times noted, written every second (flushed when the server stops). */
  sessionTouches: token<DeferredSessionTouches>("DeferredSessionTouches"),
  loginCodeStore: token<LoginCodeStore>("LoginCodeStore"),
  mailer: token<Mailer>("Mailer"),
  sms: token<SmsSender>("SmsSender"),
  emailVerificationStore: token<EmailVerificationStore>("EmailVerificationStore"),
  ...useCaseTokens({
    makeStartSession, makeResolveSession, makeEndSession, makeSendLoginCode, makeVerifyLoginCode, makeGetCurrentUser, makeRegisterUser,
    makeVerifyEmail, makeUpdateProfile, makeGrantRole, makeResendEmailVerification,
  }),
} as const;
