import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { IdeasSummary } from "./ideas-summary";

const meta = {
  title: "Ideas/IdeasSummary",
  component: IdeasSummary,
  decorators: [withProviders],
  args: { summary: { totalIdeas: 42, totalVotes: 1234, servicesWithIdeas: 7 } },
} satisfies Meta<typeof IdeasSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {};
export const NoIdeas: Story = { args: { summary: { totalIdeas: 0, totalVotes: 0, servicesWithIdeas: 0 } } };
