import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { ActivityBar } from "./activity-bar";

/** Each colour band: 30+ green, 20+ yellow, 10+ orange, else red; full at 40. */
function Bands() {
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: "1rem", maxWidth: "16rem" }}>
      {[45, 32, 21, 10, 3, 0].map((actions) => (
        <ActivityBar key={actions} weeklyActivity={actions} />
      ))}
    </div>
  );
}

const meta = {
  title: "Leaderboard/ActivityBar",
  component: Bands,
  decorators: [withProviders],
} satisfies Meta<typeof Bands>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryBand: Story = {};
