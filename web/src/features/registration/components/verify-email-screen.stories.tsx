import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { ResendVerificationView, SignInToResend } from "../../auth";
import { VerifyEmailScreen } from "./verify-email-screen";

const meta = {
  title: "Registration/VerifyEmailScreen",
  component: VerifyEmailScreen,
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
  args: { state: { status: "loading" } },
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Verified: Story = { args: { state: { status: "verified" } } };
export const AlreadyVerified: Story = { args: { state: { status: "alreadyVerified" } } };
export const Failed: Story = { args: { state: { status: "error", message: "Lyen sa a ekspire." } } };
export const MissingToken: Story = { args: { state: { status: "error", message: "Token pa valid" } } };
export const ExpiredSignedIn: Story = {
  args: {
    state: { status: "error", message: "Lyen verifikasyon sa a ekspire. Mande yon nouvo lyen." },
    recovery: <ResendVerificationView state={{ status: "idle" }} onResend={() => undefined} />,
  },
};
export const ExpiredNewLinkSent: Story = {
  args: {
    state: { status: "error", message: "Lyen verifikasyon sa a ekspire. Mande yon nouvo lyen." },
    recovery: (
      <ResendVerificationView state={{ status: "sent", message: "Nou voye yon nouvo lyen bay marie@example.ht. Gade nan imèl ou." }} onResend={() => undefined} />
    ),
  },
};
export const ExpiredSignedOut: Story = {
  args: {
    state: { status: "error", message: "Lyen verifikasyon sa a ekspire. Mande yon nouvo lyen." },
    recovery: <SignInToResend onSignIn={() => undefined} />,
  },
};
