import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { ResendVerificationView } from "./resend-verification-view";

const meta = {
  title: "Auth/ResendVerificationView",
  component: ResendVerificationView,
  decorators: [withProviders],
  args: { state: { status: "idle" }, onResend: () => undefined },
} satisfies Meta<typeof ResendVerificationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Sending: Story = { args: { state: { status: "pending" } } };
export const Sent: Story = { args: { state: { status: "sent", message: "Nou voye yon nouvo lyen bay marie@example.ht. Gade nan imèl ou." } } };
export const AlreadyVerified: Story = { args: { state: { status: "alreadyVerified", message: "Imèl ou te deja verifye." } } };
export const TooSoon: Story = {
  args: { state: { status: "error", message: "Nou fèk voye yon lyen ba ou. Ou ka mande yon lòt nan 1 minit." } },
};
export const IdleEnglish: Story = { decorators: [withLanguage("en")] };
