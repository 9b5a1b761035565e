import { useCurrentUser } from "../api/get-current-user";
import { ResendVerification } from "./resend-verification";
import { SignInToResend } from "./sign-in-to-resend";

/**
 * What a member can do when a confirmation link failed: a signed-in member asks for a new one,
 * a visitor is asked to sign in first. Nothing shows until the session is known.
 */
export function EmailVerificationRecovery() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return null;
  return user === null ? <SignInToResend /> : <ResendVerification />;
}
