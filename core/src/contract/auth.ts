import { codeSentResponseSchema, loginNavigationQuerySchema } from "../schemas/auth";
import {
  resendEmailVerificationResponseSchema,
  verifyEmailQuerySchema,
  verifyEmailResponseSchema,
} from "../schemas/email-verification";
import {
  sendEmailCodeRequestSchema,
  sendPhoneCodeRequestSchema,
  verifyEmailLoginRequestSchema,
  verifyPhoneLoginRequestSchema,
} from "../schemas/login";
import { registrationRequestSchema } from "../schemas/registration";
import { registeredUserSchema, userSchema } from "../schemas/users";
import { defineRoute } from "./route";

const codeSent = {
  200: {
    description: "The same answer whether or not an account uses this contact.",
    schema: codeSentResponseSchema,
  },
} as const;

const signedIn = {
  200: { description: "The member, now signed in (the session cookie is set).", schema: userSchema },
} as const;

export const authRoutes = [
  defineRoute({
    operationId: "getCurrentUser",
    method: "GET",
    path: "/api/auth/user",
    summary: "Gives the signed-in member; 401 means nobody is signed in.",
    tag: "auth",
    access: "member",
    responses: { 200: { description: "The signed-in member.", schema: userSchema } },
  }),
  defineRoute({
    operationId: "registerUser",
    method: "POST",
    path: "/api/users",
    summary: "Creates a member account, signs the new member in and sends an e-mail address confirmation.",
    tag: "auth",
    access: "public",
    conflicts: ["USER.EMAIL_TAKEN", "USER.PHONE_TAKEN"],
    body: registrationRequestSchema,
    responses: {
      201: { description: "The new member with their member number.", schema: registeredUserSchema },
    },
  }),
  defineRoute({
    operationId: "sendEmailCode",
    method: "POST",
    path: "/api/send-email-verification",
    summary: "Sends a 6-digit sign-in code to an e-mail address.",
    tag: "auth",
    access: "public",
    body: sendEmailCodeRequestSchema,
    responses: codeSent,
  }),
  defineRoute({
    operationId: "sendPhoneCode",
    method: "POST",
    path: "/api/send-phone-verification",
    summary: "Sends a 6-digit sign-in code to a phone number by text message.",
    tag: "auth",
    access: "public",
    body: sendPhoneCodeRequestSchema,
    responses: codeSent,
  }),
  defineRoute({
    operationId: "verifyEmailLogin",
    method: "POST",
    path: "/api/verify-email-login",
    summary: "Signs in with the code sent to an e-mail address.",
    tag: "auth",
    access: "public",
    body: verifyEmailLoginRequestSchema,
    responses: signedIn,
  }),
  defineRoute({
    operationId: "verifyPhoneLogin",
    method: "POST",
    path: "/api/verify-phone-login",
    summary: "Signs in with the code sent to a phone number.",
    tag: "auth",
    access: "public",
    body: verifyPhoneLoginRequestSchema,
    responses: signedIn,
  }),
  defineRoute({
    operationId: "verifyEmail",
    method: "GET",
    path: "/api/verify-email",
    summary: "Confirms a member's e-mail address with the token from the confirmation e-mail.",
    tag: "auth",
    access: "public",
    query: verifyEmailQuerySchema,
    responses: { 200: { description: "Whether the address is now confirmed.", schema: verifyEmailResponseSchema } },
  }),
  defineRoute({
    operationId: "resendEmailVerification",
    method: "POST",
    path: "/api/resend-email-verification",
    summary:
      "Sends the signed-in member a new link to confirm their e-mail address; the earlier unused links stop working. At most one a minute and five a day.",
    tag: "auth",
    access: "member",
    conflicts: ["EMAIL_VERIFICATION.NO_ADDRESS"],
    responses: {
      200: { description: "Whether a link was sent, or the address is already confirmed.", schema: resendEmailVerificationResponseSchema },
    },
  }),
  defineRoute({
    operationId: "loginNavigation",
    method: "GET",
    path: "/api/login",
    summary: "Browser entry to sign in: redirects to the sign-in page, then back to returnTo.",
    tag: "auth",
    access: "public",
    query: loginNavigationQuerySchema,
    responses: { 302: { description: "Redirect to the sign-in page (or to returnTo when already signed in)." } },
  }),
  defineRoute({
    operationId: "logoutNavigation",
    method: "GET",
    path: "/api/logout",
    summary: "Browser entry to sign out: ends the session when the navigation comes from this site, then redirects home.",
    tag: "auth",
    access: "public",
    responses: { 302: { description: "Redirect to the home page." } },
  }),
  defineRoute({
    operationId: "logout",
    method: "POST",
    path: "/api/logout",
    summary: "Ends the current session.",
    tag: "auth",
    access: "public",
    responses: { 204: { description: "Signed out (also when nobody was signed in)." } },
  }),
] as const;
