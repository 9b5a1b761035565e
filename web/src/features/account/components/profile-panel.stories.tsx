import type { User } from "@kominote/core/schemas/users";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { accountNow, marie } from "../testing/members";
import { ProfilePanel } from "./profile-panel";

const meta = {
  title: "Account/ProfilePanel",
  component: ProfilePanel,
  decorators: [withProviders],
  // Saving answers with the member as sent, without any server.
  args: { user: marie, now: accountNow, save: async (request) => ({ ...marie, ...request }) as User },
} satisfies Meta<typeof ProfilePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const View: Story = {};
export const ViewWithoutService: Story = { args: { user: { ...marie, joinedServiceId: null, bio: null } } };
export const Edit: Story = { args: { initiallyEditing: true } };
export const EditFrench: Story = { args: { initiallyEditing: true }, decorators: [withLanguage("fr")] };
