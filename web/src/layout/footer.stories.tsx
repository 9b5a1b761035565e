import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../testing/story-providers";
import { Footer } from "./footer";

const meta = {
  title: "Layout/Footer",
  component: Footer,
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Creole: Story = {};
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
