import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../testing/story-providers";
import { Spinner } from "./spinner";

const meta = {
  title: "UI/Spinner",
  component: Spinner,
  decorators: [withProviders],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultLabel: Story = {};
export const CustomLabel: Story = { args: { label: "K ap chaje notifikasyon yo..." } };
export const InEnglish: Story = { decorators: [withLanguage("en")] };
