import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { VisitorPrompt } from "./visitor-prompt";

const meta = {
  title: "Leaderboard/VisitorPrompt",
  component: VisitorPrompt,
  decorators: [withProviders],
} satisfies Meta<typeof VisitorPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
