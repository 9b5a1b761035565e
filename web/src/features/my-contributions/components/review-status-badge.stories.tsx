import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { ReviewStatusBadge } from "./review-status-badge";

const meta = {
  title: "MyContributions/ReviewStatusBadge",
  component: ReviewStatusBadge,
  decorators: [withProviders],
  args: { status: "pending", rejectionReason: null },
} satisfies Meta<typeof ReviewStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Approved: Story = { args: { status: "approved" } };
export const Rejected: Story = { args: { status: "rejected", rejectionReason: "Foto a twò flou." } };
