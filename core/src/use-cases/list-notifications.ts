import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { Language } from "../i18n/languages";
import type { NotificationStore } from "../ports/notification-store";
import type { Notification } from "../schemas/notifications";
import { renderNotification, type Translate } from "./server-events";

/** The panel shows the latest ones; older notifications stay stored. */
export const notificationListLimit = 50;

/** The member's own notifications, newest first, in their language (announcements as written). */
export const makeListNotifications =
  ({ notifications, translate }: { notifications: NotificationStore; translate: Translate }) =>
  ({ userId, language }: { userId: number; language: Language }): Effect.Effect<Notification[], DomainError> =>
    Effect.promise(async () => {
      const records = await notifications.listFor(userId, notificationListLimit);
      return records.map((record) => renderNotification(record, language, translate));
    });
