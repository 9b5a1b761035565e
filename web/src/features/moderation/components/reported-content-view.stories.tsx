import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { moderationNow } from "../testing/review-items";
import { reportedItems } from "../testing/reported-content";
import { ReportedContentView } from "./reported-content-view";

const meta = {
  title: "Moderation/ReportedContent",
  component: ReportedContentView,
  decorators: [withProviders],
  args: { items: reportedItems, onRetry: () => undefined, now: moderationNow, onHide: () => undefined, onDismiss: () => undefined },
} satisfies Meta<typeof ReportedContentView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Loading: Story = { args: { items: undefined } };
export const LoadFailed: Story = { args: { items: undefined, isError: true } };
export const Empty: Story = { args: { items: [] } };
export const English: Story = { decorators: [withLanguage("en")] };
