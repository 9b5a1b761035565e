import { testMember } from "../../../testing/member";
import { apiHttp } from "../../../testing/msw/api-http";
import { conflictOf } from "../../../testing/msw/failure-answers";
import { mockOperation } from "../../../testing/msw/mock-operation";

/** A new member's registration as the wizard sends it. */
export const registeringMember = {
  fullName: "Marie Joseph",
  birthday: "1990-04-12",
  email: "marie@example.ht",
  phoneNumber: "+50937123456",
  skills: ["first-aid"],
  primaryService: "sante",
  password: "lakay-2026",
  confirmPassword: "lakay-2026",
};

/** Registering, and confirming the e-mail address from the link. */
export const registrationApi = {
  registerUser: mockOperation({
    method: "post",
    path: "/api/users",
    example: { url: "/api/users", body: registeringMember },
    success: apiHttp.post("/api/users", async ({ request, response }) => {
      const { fullName, email, phoneNumber } = await request.json();
      return response(201).json({
        ...testMember,
        fullName,
        email,
        phoneNumber,
        emailVerified: false,
        kdsNumber: testMember.username,
        socialDevelopmentAccountNumber: testMember.username,
      });
    }),
    fields: { password: "Modpas la dwe gen omwen 8 karaktè." },
    conflict: conflictOf("USER.EMAIL_TAKEN", "errors.user.emailTaken"),
  }),
  verifyEmail: mockOperation({
    method: "get",
    path: "/api/verify-email",
    example: { url: "/api/verify-email?token=Yk3v9QpL2xN8mR4t" },
    success: apiHttp.get("/api/verify-email", ({ response }) =>
      response(200).json({ verified: true, alreadyVerified: false, message: "Imèl ou konfime. Mèsi!" }),
    ),
    variants: {
      alreadyVerified: [
        apiHttp.get("/api/verify-email", ({ response }) => response(200).json({ verified: true, alreadyVerified: true, message: "Imèl ou te deja konfime." })),
      ],
    },
  }),
};
