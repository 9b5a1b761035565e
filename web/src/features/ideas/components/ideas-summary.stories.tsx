import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { IdeasSummary } from "./ideas-summary";

const meta = {
  title: "Ideas/IdeasSummary",
  component: IdeasSummary,
  decorators: [withProviders],
  args: { summary: { ideas: 42, votes: 1234, services: 7 } },
} satisfies Meta<typeof IdeasSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {};
export const NoIdeas: Story = { args: { summary: { ideas: 0, votes: 0, services: 0 } } };
