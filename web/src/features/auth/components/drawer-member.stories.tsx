import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { DrawerMember } from "./drawer-member";

const meta = {
  title: "Auth/DrawerMember",
  component: DrawerMember,
  decorators: [withProviders],
  args: { user: { fullName: "Marie Carmel Joseph", username: "KDS-0000007-5", profilePhoto: null } },
} satisfies Meta<typeof DrawerMember>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
