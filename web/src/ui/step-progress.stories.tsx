import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../testing/story-providers";
import { StepProgress } from "./step-progress";

const meta = {
  title: "UI/StepProgress",
  component: StepProgress,
  decorators: [withProviders],
  args: { label: "Pwogrè enskripsyon an", stepText: "Etap 3 sou 9", percent: 33 },
} satisfies Meta<typeof StepProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Started: Story = {};
export const WithValueText: Story = { args: { valueText: "Etap 3 sou 9 (33%)" } };
export const Done: Story = { args: { stepText: "Etap 9 sou 9", percent: 100 } };
