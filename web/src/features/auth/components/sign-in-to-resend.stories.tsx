import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { SignInToResend } from "./sign-in-to-resend";

const meta = {
  title: "Auth/SignInToResend",
  component: SignInToResend,
  decorators: [withProviders],
  args: { onSignIn: () => undefined },
} satisfies Meta<typeof SignInToResend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
