import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { manyUnread, notificationsNow, sampleNotifications } from "../testing/notifications";
import { NotificationPanel } from "./notification-panel";

const meta = {
  title: "Notifications/NotificationPanel",
  component: NotificationPanel,
  decorators: [withProviders],
  args: {
    notifications: sampleNotifications,
    now: notificationsNow,
    onMarkRead: () => undefined,
    onMarkAllRead: () => undefined,
  },
} satisfies Meta<typeof NotificationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryType: Story = {};
export const Loading: Story = { args: { notifications: undefined } };
export const LoadFailed: Story = { args: { notifications: undefined, isError: true } };
export const Empty: Story = { args: { notifications: [] } };
export const AllRead: Story = { args: { notifications: sampleNotifications.map((item) => ({ ...item, isRead: true })) } };
/** Past 20rem the list scrolls inside the panel. */
export const LongList: Story = { args: { notifications: manyUnread(30) } };
export const MarkingAll: Story = { args: { isMarkingAll: true } };
export const MarkFailed: Story = { args: { markFailed: true } };
export const French: Story = { decorators: [withLanguage("fr")] };
