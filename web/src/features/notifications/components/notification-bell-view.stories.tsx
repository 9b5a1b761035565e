import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { notificationsNow, sampleNotifications } from "../testing/notifications";
import { NotificationBellView } from "./notification-bell-view";
import { NotificationPanel } from "./notification-panel";

const meta = {
  title: "Notifications/NotificationBell",
  component: NotificationBellView,
  decorators: [withProviders],
  args: {
    unread: 2,
    ringing: false,
    panel: (
      <NotificationPanel
        notifications={sampleNotifications}
        now={notificationsNow}
        onMarkRead={() => undefined}
        onMarkAllRead={() => undefined}
      />
    ),
  },
} satisfies Meta<typeof NotificationBellView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoUnread: Story = {};
export const NothingUnread: Story = { args: { unread: 0 } };
export const CountUnknown: Story = { args: { unread: undefined } };
export const OverNinetyNine: Story = { args: { unread: 120 } };
/** The 3-second swing when unread notifications arrive (still under reduced motion). */
export const Ringing: Story = { args: { ringing: true } };
