import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../testing/story-providers";
import { MobileNav } from "./mobile-nav";

const meta = {
  title: "Layout/MobileNav",
  component: MobileNav,
  decorators: [withProviders],
  args: { isOpen: true, onOpenChange: () => undefined },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof MobileNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
