import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { auditEntries, moderationNow } from "../testing/review-items";
import { AuditLogView } from "./audit-log-view";

const meta = {
  title: "Moderation/AuditLog",
  component: AuditLogView,
  decorators: [withProviders],
  args: { entries: auditEntries, now: moderationNow },
} satisfies Meta<typeof AuditLogView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decisions: Story = {};
export const MorePages: Story = { args: { onLoadMore: () => undefined } };
export const LoadingMore: Story = { args: { onLoadMore: () => undefined, isLoadingMore: true } };
export const Loading: Story = { args: { entries: undefined } };
export const LoadFailed: Story = { args: { entries: undefined, isError: true } };
export const Empty: Story = { args: { entries: [] } };
export const Spanish: Story = { decorators: [withLanguage("es")] };
