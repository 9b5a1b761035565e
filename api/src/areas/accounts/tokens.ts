import type { makeResendEmailVerification } from "@kominote/core/use-cases/resend-email-verification";
import type { LoginCodeStore } from "@kominote/core/ports/login-code-store";
import type { RandomSource } from "@kominote/core/ports/id-generator";
import type { Mailer } from "@kominote/core/ports/mailer";
import type { PasswordHasher } from "@kominote/core/ports/password-hasher";
import type { SecretHasher } from "@kominote/core/ports/secret-hasher";
import type { SessionStore } from "@kominote/core/ports/session-store";
import type { SmsSender } from "@kominote/core/ports/sms-sender";
import type { UserRepository } from "@kominote/core/ports/user-repository";
import type { makeEndSession } from "@kominote/core/use-cases/end-session";
import type { makeGetCurrentUser } from "@kominote/core/use-cases/get-current-user";
import type { makeResolveSession } from "@kominote/core/use-cases/resolve-session";
import type { makeSendLoginCode } from "@kominote/core/use-cases/send-login-code";
import type { makeStartSession } from "@kominote/core/use-cases/start-session";
import type { makeVerifyLoginCode } from "@kominote/core/use-cases/verify-login-code";
import type { EmailVerificationStore } from "@kominote/core/ports/email-verification-store";
import type { makeGrantRole } from "@kominote/core/use-cases/grant-role";
import type { makeRegisterUser } from "@kominote/core/use-cases/register-user";
import type { makeUpdateProfile } from "@kominote/core/use-cases/update-profile";
import type { makeVerifyEmail } from "@kominote/core/use-cases/verify-email";
import { token } from "../../tokens";

/** Members, sign-in codes, sessions, registration, and the mail and text-message channels that carry codes. */
export const accountsTokens = {
  random: token<RandomSource>("RandomSource"),
  secretHasher: token<SecretHasher>("SecretHasher"),
  passwordHasher: token<PasswordHasher>("PasswordHasher"),
  userRepository: token<UserRepository>("UserRepository"),
  sessionStore: token<SessionStore>("SessionStore"),
  loginCodeStore: token<LoginCodeStore>("LoginCodeStore"),
  mailer: token<Mailer>("Mailer"),
  sms: token<SmsSender>("SmsSender"),
  startSession: token<ReturnType<typeof makeStartSession>>("StartSession"),
  resolveSession: token<ReturnType<typeof makeResolveSession>>("ResolveSession"),
  endSession: token<ReturnType<typeof makeEndSession>>("EndSession"),
  sendLoginCode: token<ReturnType<typeof makeSendLoginCode>>("SendLoginCode"),
  verifyLoginCode: token<ReturnType<typeof makeVerifyLoginCode>>("VerifyLoginCode"),
  getCurrentUser: token<ReturnType<typeof makeGetCurrentUser>>("GetCurrentUser"),
  emailVerificationStore: token<EmailVerificationStore>("EmailVerificationStore"),
  registerUser: token<ReturnType<typeof makeRegisterUser>>("RegisterUser"),
  verifyEmail: token<ReturnType<typeof makeVerifyEmail>>("VerifyEmail"),
  updateProfile: token<ReturnType<typeof makeUpdateProfile>>("UpdateProfile"),
  grantRole: token<ReturnType<typeof makeGrantRole>>("GrantRole"),
  resendEmailVerification: token<ReturnType<typeof makeResendEmailVerification>>("ResendEmailVerification"),
} as const;
