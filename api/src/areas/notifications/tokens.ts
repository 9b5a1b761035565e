import type { MemberEvents, MemberEventSubscriptions } from "@kominote/core/ports/member-events";
import type { NotificationStore } from "@kominote/core/ports/notification-store";
import type { Notifier } from "@kominote/core/ports/notifier";
import type { makeListNotifications } from "@kominote/core/use-cases/list-notifications";
import type { makeMarkAllNotificationsRead } from "@kominote/core/use-cases/mark-all-notifications-read";
import type { makeMarkNotificationRead } from "@kominote/core/use-cases/mark-notification-read";
import type { makeSendAnnouncement } from "@kominote/core/use-cases/send-announcement";
import type { EventStreams } from "../../http/event-streams";
import { token } from "../../tokens";

/** Member events, the live event stream (/api/events) and notifications; other areas notify through `notifier`. */
export const notificationsTokens = {
  /** Member events that leave once the write they tell of is committed. */
  memberEvents: token<MemberEvents & MemberEventSubscriptions>("MemberEvents"),
  notificationStore: token<NotificationStore>("NotificationStore"),
  notifier: token<Notifier>("Notifier"),
  listNotifications: token<ReturnType<typeof makeListNotifications>>("ListNotifications"),
  markNotificationRead: token<ReturnType<typeof makeMarkNotificationRead>>("MarkNotificationRead"),
  markAllNotificationsRead: token<ReturnType<typeof makeMarkAllNotificationsRead>>("MarkAllNotificationsRead"),
  sendAnnouncement: token<ReturnType<typeof makeSendAnnouncement>>("SendAnnouncement"),
  eventStreams: token<EventStreams>("EventStreams"),
} as const;
