import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "notifications.error.notFound": "Notification not found",
  "notifications.bell.label": "Notifications",
  "notifications.bell.labelUnread": "Notifications, {count} unread",
  "notifications.panel.title": "Notifications",
  "notifications.panel.loading": "Loading notifications...",
  "notifications.panel.empty": "No notifications",
  "notifications.panel.error": "We could not load your notifications. Try again later.",
  "notifications.panel.markAllRead": "Mark all as read",
  "notifications.panel.markFailed": "We could not mark the notifications as read.",
  "notifications.item.unread": "Unread",
  "notifications.item.markRead": "Press to mark it as read",
  "notifications.type.task_response": "Task response",
  "notifications.type.call_request": "Call request",
  "notifications.type.system_announcement": "Announcement",
  "notifications.type.other": "Notification",
} satisfies Catalog<typeof ht>;
