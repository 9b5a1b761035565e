import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { apprenticeStats, newcomerStats, topStats } from "../testing/stats";
import { PointsDetails } from "./points-details";

const meta = {
  title: "Points/PointsDetails",
  component: PointsDetails,
  decorators: [withProviders],
  args: { stats: apprenticeStats },
} satisfies Meta<typeof PointsDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheWay: Story = {};
export const Newcomer: Story = { args: { stats: newcomerStats } };
export const TopLevel: Story = { args: { stats: topStats } };
export const English: Story = { decorators: [withLanguage("en")] };
