import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { rankedStats, unrankedStats } from "../testing/invitations";
import { InvitationStatCards } from "./invitation-stat-cards";

const meta = {
  title: "Invitations/InvitationStatCards",
  component: InvitationStatCards,
  decorators: [withProviders],
  args: { stats: rankedStats },
} satisfies Meta<typeof InvitationStatCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ranked: Story = {};
export const NoRankYet: Story = { args: { stats: unrankedStats } };
