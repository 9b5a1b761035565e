import type { Notification } from "@kominote/core/schemas/notifications";

/** How many of the notifications are still unread; the badge shows this through the core rule. */
export const unreadCount = (notifications: readonly Pick<Notification, "isRead">[] | undefined): number =>
  notifications === undefined ? 0 : notifications.filter((notification) => !notification.isRead).length;
