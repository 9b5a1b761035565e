import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { ConverterError, ConverterLoading } from "./converter-states";

const meta = {
  title: "Converter/ConverterStates",
  component: ConverterLoading,
  decorators: [withProviders],
} satisfies Meta<typeof ConverterLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Failed: Story = { render: () => <ConverterError onRetry={() => {}} /> };
