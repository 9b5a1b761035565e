import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { ServiceNotFound } from "./service-not-found";

const meta = {
  title: "Services/ServiceNotFound",
  component: ServiceNotFound,
  decorators: [withProviders],
} satisfies Meta<typeof ServiceNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Creole: Story = {};
export const English: Story = { decorators: [withLanguage("en")] };
