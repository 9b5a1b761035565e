import type { User } from "@kominote/core/schemas/users";
import { testMember, testModerator } from "../../../testing/member";
import { apiHttp } from "../../../testing/msw/api-http";
import { conflictOf } from "../../../testing/msw/failure-answers";
import { mockOperation } from "../../../testing/msw/mock-operation";

const codeSent = { message: "Nou voye yon kòd 6 chif ba ou.", resendAfterSeconds: 60 };

export { testModerator };

const currentUser = (user: User) => apiHttp.get("/api/auth/user", ({ response }) => response(200).json(user));

/** Who is signed in: a member by default; `visitor` is the 401 a visitor gets. */
export const authApi = {
  getCurrentUser: mockOperation({
    method: "get",
    path: "/api/auth/user",
    example: { url: "/api/auth/user" },
    success: currentUser(testMember),
    variants: { moderator: [currentUser(testModerator)] },
  }),
  sendEmailCode: mockOperation({
    method: "post",
    path: "/api/send-email-verification",
    example: { url: "/api/send-email-verification", body: { email: "marie@example.ht" } },
    success: apiHttp.post("/api/send-email-verification", ({ response }) => response(200).json(codeSent)),
    fields: { email: "Adrès imèl la pa bon." },
  }),
  sendPhoneCode: mockOperation({
    method: "post",
    path: "/api/send-phone-verification",
    example: { url: "/api/send-phone-verification", body: { phoneNumber: "+50937123456" } },
    success: apiHttp.post("/api/send-phone-verification", ({ response }) => response(200).json(codeSent)),
    fields: { phoneNumber: "Nimewo telefòn nan pa bon." },
  }),
  verifyEmailLogin: mockOperation({
    method: "post",
    path: "/api/verify-email-login",
    example: { url: "/api/verify-email-login", body: { email: "marie@example.ht", code: "482913" } },
    success: apiHttp.post("/api/verify-email-login", ({ response }) => response(200).json(testMember)),
    fields: { code: "Kòd la pa bon oswa li ekspire." },
  }),
  verifyPhoneLogin: mockOperation({
    method: "post",
    path: "/api/verify-phone-login",
    example: { url: "/api/verify-phone-login", body: { phoneNumber: "+50937123456", code: "482913" } },
    success: apiHttp.post("/api/verify-phone-login", ({ response }) => response(200).json(testMember)),
    fields: { code: "Kòd la pa bon oswa li ekspire." },
  }),
  resendEmailVerification: mockOperation({
    method: "post",
    path: "/api/resend-email-verification",
    example: { url: "/api/resend-email-verification" },
    success: apiHttp.post("/api/resend-email-verification", ({ response }) =>
      response(200).json({ sent: true, alreadyVerified: false, message: "Nou voye yon nouvo lyen nan imèl ou." }),
    ),
    variants: {
      alreadyVerified: [
        apiHttp.post("/api/resend-email-verification", ({ response }) =>
          response(200).json({ sent: false, alreadyVerified: true, message: "Imèl ou deja konfime." }),
        ),
      ],
    },
    conflict: conflictOf("EMAIL_VERIFICATION.NO_ADDRESS", "errors.emailVerification.noAddress"),
  }),
};

/** A visitor: the current user asked for answers 401. */
export const asVisitor = authApi.getCurrentUser.answers.unauthorized;

/** A moderator is signed in. */
export const asModerator = authApi.getCurrentUser.answers.moderator;
