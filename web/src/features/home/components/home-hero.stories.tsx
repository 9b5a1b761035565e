import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { HomeHero } from "./home-hero";

const meta = {
  title: "Home/HomeHero",
  component: HomeHero,
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
  args: { onStart: () => undefined },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Creole: Story = {};

export const French: Story = { decorators: [withLanguage("fr")] };
