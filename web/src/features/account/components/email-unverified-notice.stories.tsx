import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { marie } from "../testing/members";
import { EmailUnverifiedNotice } from "./email-unverified-notice";

const meta = {
  title: "Account/EmailUnverifiedNotice",
  component: EmailUnverifiedNotice,
  decorators: [withProviders],
  args: { user: { ...marie, emailVerified: false } },
} satisfies Meta<typeof EmailUnverifiedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unconfirmed: Story = {};
export const UnconfirmedFrench: Story = { decorators: [withLanguage("fr")] };
