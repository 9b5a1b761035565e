import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { IdeasError, IdeasLoading } from "./ideas-states";

/** What a list of ideas shows before it arrives, and when it cannot be loaded. */
const meta = {
  title: "Ideas/IdeasStates",
  decorators: [withProviders],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { render: () => <IdeasLoading /> };
export const LoadFailed: Story = { render: () => <IdeasError onRetry={() => undefined} /> };
