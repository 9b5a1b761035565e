import type { Meta } from "@storybook/react-vite";
import { screenAt } from "../../../testing/screen-stories";
import { asVisitor } from "../testing/api-handlers";

/** Signing in and registering, as a visitor meets them (a member is sent on from both). */
export default { title: "Screens/Sign in and register" } satisfies Meta;

export const Login = screenAt("/login", asVisitor);
export const Register = screenAt("/register", asVisitor);
