import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { RankBadge } from "./rank-badge";

/** Gold, silver and bronze for the first three, plain after. */
function Podium() {
  return (
    <div style={{ display: "flex", gap: "1rem" }}>
      {[1, 2, 3, 4, 27].map((rank) => (
        <RankBadge key={rank} rank={rank} />
      ))}
    </div>
  );
}

const meta = {
  title: "Leaderboard/RankBadge",
  component: Podium,
  decorators: [withProviders],
} satisfies Meta<typeof Podium>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ranks: Story = {};
