/**
 * The auth feature's public entry: the sign-in code field and the verification-link resend, which the
 * account and registration screens reuse. The current user's query is in ./queries.ts.
 */
export { CodeField } from "./components/code-field";
export { ResendVerificationView } from "./components/resend-verification-view";
export { ResendVerification } from "./components/resend-verification";
export { SignInToResend } from "./components/sign-in-to-resend";
