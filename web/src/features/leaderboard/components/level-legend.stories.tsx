import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { LevelLegend } from "./level-legend";

const meta = {
  title: "Leaderboard/LevelLegend",
  component: LevelLegend,
  decorators: [withProviders],
} satisfies Meta<typeof LevelLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Creole: Story = {};
export const French: Story = { decorators: [withLanguage("fr")] };
