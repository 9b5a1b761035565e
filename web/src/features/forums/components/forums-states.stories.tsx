import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { ForumMissing, ForumsLoading, ForumsProblem } from "./forums-states";

const meta = {
  title: "Forums/States",
  component: ForumsLoading,
  decorators: [withProviders],
  args: { label: "forums.list.loading" },
} satisfies Meta<typeof ForumsLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Problem: Story = { render: () => <ForumsProblem text="forums.list.error" onRetry={() => undefined} /> };
export const Missing: Story = { render: () => <ForumMissing /> };
