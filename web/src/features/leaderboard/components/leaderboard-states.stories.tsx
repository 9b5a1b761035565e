import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { LeaderboardError, LeaderboardLoading } from "./leaderboard-states";

const meta = {
  title: "Leaderboard/LeaderboardStates",
  component: LeaderboardLoading,
  decorators: [withProviders],
} satisfies Meta<typeof LeaderboardLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Failed: Story = { render: () => <LeaderboardError onRetry={() => {}} /> };
