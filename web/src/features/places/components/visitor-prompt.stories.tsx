import type { Meta, StoryObj } from "@storybook/react-vite";
import { VisitorPrompt } from "./visitor-prompt";
import { withLanguage, withProviders } from "../../../testing/story-providers";

const meta = {
  title: "Places/VisitorPrompt",
  component: VisitorPrompt,
  decorators: [withProviders],
  args: {},
} satisfies Meta<typeof VisitorPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
