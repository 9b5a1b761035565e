import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { UserMenu } from "./user-menu";

const meta = {
  title: "Auth/UserMenu",
  component: UserMenu,
  decorators: [withProviders],
  args: {
    user: { fullName: "Marie Joseph", username: "KDS-0000007-5", email: "marie@example.ht", profilePhoto: null },
    signOut: () => undefined,
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithInitials: Story = {};
export const MemberNumberOnly: Story = {
  args: { user: { fullName: "", username: "KDS-0000007-5", email: null, profilePhoto: null } },
};
export const NoNameAtAll: Story = { args: { user: { fullName: "", username: "", email: null, profilePhoto: null } } };
export const Spanish: Story = { decorators: [withLanguage("es")] };
