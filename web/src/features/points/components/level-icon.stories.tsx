import { levels } from "@kominote/core/rules/levels";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { LevelIcon } from "./level-icon";

/** Every level's icon in its colour, lowest first. */
function AllLevelIcons() {
  return (
    <ul style={{ display: "flex", gap: "1rem", listStyle: "none", padding: 0 }}>
      {levels.map((level) => (
        <li key={level.id}>
          <LevelIcon level={level} size={32} />
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: "Points/LevelIcon",
  component: AllLevelIcons,
  decorators: [withProviders],
} satisfies Meta<typeof AllLevelIcons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryLevel: Story = {};
