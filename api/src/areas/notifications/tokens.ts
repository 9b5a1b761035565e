import type { MemberEvents, MemberEventSubscriptions } from "@kominote/core/ports/member-events";
import type { NotificationStore } from "@kominote/core/ports/notification-store";
import type { Notifier } from "@kominote/core/ports/notifier";
import { makeListNotifications } from "@kominote/core/use-cases/list-notifications";
import { makeMarkAllNotificationsRead } from "@kominote/core/use-cases/mark-all-notifications-read";
import { makeMarkNotificationRead } from "@kominote/core/use-cases/mark-notification-read";
import { makeSendAnnouncement } from "@kominote/core/use-cases/send-announcement";
import type { EventStreams } from "../../http/event-streams";
import { token, useCaseTokens } from "../../tokens";

/** Member events, the live event stream (/api/events) and notifications; other areas notify through `notifier`. */
export const notificationsTokens = {
  /** Member events that leave once the write they tell of is committed. */
  memberEvents: token<MemberEvents & MemberEventSubscriptions>("MemberEvents"),
  notificationStore: token<NotificationStore>("NotificationStore"),
  notifier: token<Notifier>("Notifier"),
  eventStreams: token<EventStreams>("EventStreams"),
  ...useCaseTokens({ makeListNotifications, makeMarkNotificationRead, makeMarkAllNotificationsRead, makeSendAnnouncement }),
} as const;
