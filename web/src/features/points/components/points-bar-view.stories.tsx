import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { apprenticeStats, newcomerStats, topStats } from "../testing/stats";
import { PointsBarView } from "./points-bar-view";
import { PointsDetails } from "./points-details";

const meta = {
  title: "Points/PointsBar",
  component: PointsBarView,
  decorators: [withProviders],
  args: { stats: apprenticeStats, details: <PointsDetails stats={apprenticeStats} /> },
  // The bar shows from the "md" breakpoint (on phones the drawer has the figures).
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof PointsBarView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheWay: Story = {};
export const Newcomer: Story = { args: { stats: newcomerStats, details: <PointsDetails stats={newcomerStats} /> } };
export const TopLevel: Story = { args: { stats: topStats, details: <PointsDetails stats={topStats} /> } };
