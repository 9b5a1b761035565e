import type { Meta } from "@storybook/react-vite";
import { registrationApi } from "../../registration/testing";
import { screenAt } from "../../../testing/screen-stories";
import { asVisitor } from "../testing/api-handlers";

/** Signing in, registering and confirming an e-mail address, as whole screens. */
export default { title: "Screens/Sign in and register" } satisfies Meta;

export const Login = screenAt("/login", asVisitor);
export const Register = screenAt("/register", asVisitor);
export const VerifyEmail = screenAt("/verify-email?token=Yk3v9QpL2xN8mR4t");
export const VerifyEmailAlreadyDone = screenAt(
  "/verify-email?token=Yk3v9QpL2xN8mR4t",
  registrationApi.verifyEmail.answers.alreadyVerified,
);
export const VerifyEmailRefused = screenAt(
  "/verify-email?token=Yk3v9QpL2xN8mR4t",
  registrationApi.verifyEmail.answers.invalid,
);
export const VerifyEmailOffline = screenAt(
  "/verify-email?token=Yk3v9QpL2xN8mR4t",
  registrationApi.verifyEmail.answers.networkFailure,
);
