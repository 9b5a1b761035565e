import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { TaskProgressBar } from "./task-progress-bar";

const meta = {
  title: "Services/TaskProgressBar",
  component: TaskProgressBar,
  decorators: [withProviders],
  args: { task: { contributionCount: 3, maxContributors: 10 }, percent: 30 },
} satisfies Meta<typeof TaskProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMaximum: Story = {};
/** Without a maximum each contribution fills a tenth of the bar. */
export const WithoutMaximum: Story = { args: { task: { contributionCount: 4, maxContributors: null }, percent: 40 } };
export const Full: Story = { args: { task: { contributionCount: 12, maxContributors: 10 }, percent: 100 } };
export const Empty: Story = { args: { task: { contributionCount: 0, maxContributors: 20 }, percent: 0 } };
