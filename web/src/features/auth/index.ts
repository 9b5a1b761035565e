export { CodeField } from "./components/code-field";
export { ResendVerificationView } from "./components/resend-verification-view";
export { ResendVerification } from "./components/resend-verification";
export { SignInToResend } from "./components/sign-in-to-resend";
