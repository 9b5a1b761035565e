import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../testing/story-providers";
import { SkipLink } from "./skip-link";

const meta = {
  title: "Layout/SkipLink",
  component: SkipLink,
  decorators: [withProviders],
  parameters: { docs: { description: { component: "Press Tab in the canvas to reveal it." } } },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
