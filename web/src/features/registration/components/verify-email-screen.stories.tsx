import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
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
