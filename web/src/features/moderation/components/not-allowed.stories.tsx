import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { NotAllowed } from "./not-allowed";

const meta = {
  title: "Moderation/NotAllowed",
  component: NotAllowed,
  decorators: [withProviders],
} satisfies Meta<typeof NotAllowed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Creole: Story = {};
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
