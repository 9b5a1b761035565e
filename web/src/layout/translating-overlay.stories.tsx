import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../testing/story-providers";
import { TranslatingOverlayView } from "./translating-overlay";

const meta = {
  title: "Layout/TranslatingOverlay",
  component: TranslatingOverlayView,
  decorators: [withProviders],
  args: { language: "fr" },
  argTypes: { language: { control: "inline-radio", options: ["ht", "fr", "en", "es", "pt"] } },
} satisfies Meta<typeof TranslatingOverlayView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToFrench: Story = {};
export const ToEnglish: Story = { args: { language: "en" } };
