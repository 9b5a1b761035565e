import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { accountNow, marie } from "../testing/members";
import { AccountStatsView } from "./account-stats";

const meta = {
  title: "Account/AccountStats",
  component: AccountStatsView,
  decorators: [withProviders],
  args: { user: marie, now: accountNow, contributionCount: 9 },
} satisfies Meta<typeof AccountStatsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithContributions: Story = {};
export const CountUnknown: Story = { args: { contributionCount: undefined } };
