import type { Meta, StoryObj } from "@storybook/react-vite";
import { ReviewBadge } from "./review-badge";
import { withLanguage, withProviders } from "../../../testing/story-providers";

const meta = {
  title: "Places/ReviewBadge",
  component: ReviewBadge,
  decorators: [withProviders],
  args: { status: "approved" },
} satisfies Meta<typeof ReviewBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {};
export const Pending: Story = { args: { status: "pending" } };
export const Rejected: Story = { args: { status: "rejected" } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
