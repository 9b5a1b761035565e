import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { apprenticeStats } from "../testing/stats";
import { DrawerPointsView } from "./drawer-points";

const meta = {
  title: "Points/DrawerPoints",
  component: DrawerPointsView,
  decorators: [withProviders],
  args: { stats: apprenticeStats },
  globals: { viewport: { value: "mobile1" } },
} satisfies Meta<typeof DrawerPointsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {};
export const Loading: Story = { args: { stats: undefined } };
export const Unavailable: Story = { args: { stats: undefined, isError: true } };
