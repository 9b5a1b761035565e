import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { PointsToast } from "./points-toast";

const meta = {
  title: "Points/PointsToast",
  component: PointsToast,
  decorators: [withProviders],
  // A very long time so the story stays on screen to be looked at.
  args: { award: { id: 1, points: 10, description: "Kontribisyon voye" }, onDone: () => undefined, durationMs: 86_400_000 },
} satisfies Meta<typeof PointsToast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContributionSent: Story = {};
export const ContributionApproved: Story = { args: { award: { id: 2, points: 20, description: "Kontribisyon aksepte" } } };
export const Nothing: Story = { args: { award: null } };
