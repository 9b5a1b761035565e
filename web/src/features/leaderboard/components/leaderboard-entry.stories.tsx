import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { LeaderboardEntryRow } from "./leaderboard-entry";

const meta = {
  title: "Leaderboard/LeaderboardEntryRow",
  component: LeaderboardEntryRow,
  decorators: [
    (Story) => (
      <ol style={{ listStyle: "none", padding: 0 }}>
        <Story />
      </ol>
    ),
    withProviders,
  ],
  args: {
    category: "tasks",
    visitor: false,
    entry: { rank: 1, fullName: "Marie Joseph", username: "KDS-0000007-5", profilePhoto: null, score: 42, weeklyActivity: 36 },
  },
} satisfies Meta<typeof LeaderboardEntryRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gold: Story = {};
export const Silver: Story = { args: { entry: { rank: 2, fullName: "Jean Pierre", username: "KDS-0000002-2", profilePhoto: null, score: 30, weeklyActivity: 24 } } };
export const Bronze: Story = { args: { entry: { rank: 3, fullName: "Roseline Charles", username: "KDS-0000003-3", profilePhoto: null, score: 18, weeklyActivity: 12 } } };
export const Quiet: Story = { args: { entry: { rank: 12, fullName: "Wilner Dorval", username: "KDS-0000012-1", profilePhoto: null, score: 2, weeklyActivity: 1 } } };
export const Visitor: Story = {
  args: { visitor: true, entry: { rank: 1, fullName: null, username: null, profilePhoto: null, score: 42, weeklyActivity: 36 } },
};
