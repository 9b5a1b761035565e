import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { moderationNow, pendingItems } from "../testing/review-items";
import { ReviewQueueView, reviewItemKey } from "./review-queue-view";

const meta = {
  title: "Moderation/ReviewQueue",
  component: ReviewQueueView,
  decorators: [withProviders],
  args: {
    items: pendingItems,
    onRetry: () => undefined,
    kind: undefined,
    onKindChange: () => undefined,
    now: moderationNow,
    onApprove: () => undefined,
    onReject: () => undefined,
  },
} satisfies Meta<typeof ReviewQueueView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const WithPhoto: Story = {
  args: {
    items: [
      {
        ...pendingItems[1]!,
        photoUrl:
          "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='320' height='200'><rect width='320' height='200' fill='%2300209F'/></svg>",
      },
    ],
  },
};
export const Approving: Story = { args: { decidingKey: reviewItemKey(pendingItems[0]!) } };
export const FilteredByKind: Story = { args: { kind: "location", items: pendingItems.filter((item) => item.kind === "location") } };
export const Loading: Story = { args: { items: undefined } };
export const LoadFailed: Story = { args: { items: undefined, isError: true } };
export const Empty: Story = { args: { items: [] } };
export const English: Story = { decorators: [withLanguage("en")] };
