import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { busyActivity, fullActivity, quietActivity, storyNow, visitorActivity } from "../testing/activity";
import { LiveActivityBarView } from "./live-activity-bar";

const meta = {
  title: "Live/LiveActivityBar",
  component: LiveActivityBarView,
  decorators: [withProviders],
  args: { activity: busyActivity, now: storyNow, collapsed: false, onToggle: () => {} },
} satisfies Meta<typeof LiveActivityBarView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForAMember: Story = {};
export const ForAVisitor: Story = { args: { activity: visitorActivity } };
export const Collapsed: Story = { args: { collapsed: true } };
export const Quiet: Story = { args: { activity: quietActivity } };
export const GoalReached: Story = { args: { activity: fullActivity } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { args: { activity: visitorActivity }, decorators: [withLanguage("pt")] };
