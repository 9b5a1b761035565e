import type { Notification } from "@kominote/core/schemas/notifications";
import { relativeTime } from "@kominote/core/rules/relative-time";
import { Button as AriaButton } from "react-aria-components";
import { useLanguage } from "../../../i18n/language-provider";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import { NotificationTypeIcon } from "./notification-icons";
import * as styles from "./notifications.css";

export interface NotificationItemProps {
  readonly notification: Notification;
  readonly now: Date;
  /** Called for an unread notification only: a read one does nothing when pressed. */
  readonly onMarkRead: (id: number) => void;
}

/** One notification: its type's icon, title, message and how long ago; an unread one is a button that marks it read. */
export function NotificationItem({ notification, now, onMarkRead }: NotificationItemProps) {
  const { t } = useLanguage();
  const ago = relativeTime(new Date(notification.createdAt), now);
  const content = (
    <>
      <span className={styles.itemIcon}>
        <NotificationTypeIcon type={notification.type} />
      </span>
      <span className={styles.itemBody}>
        <VisuallyHidden>{t(`notifications.type.${notification.type}`)}: </VisuallyHidden>
        <span className={styles.itemTitle}>{notification.title}</span>
        <span className={styles.itemMessage}>{notification.message}</span>
        <time className={styles.itemTime} dateTime={notification.createdAt}>
          {t(ago.key, ago.params)}
        </time>
        {notification.isRead ? null : (
          <VisuallyHidden>
            {t("notifications.item.unread")}. {t("notifications.item.markRead")}
          </VisuallyHidden>
        )}
      </span>
      {notification.isRead ? null : <span className={styles.unreadDot} aria-hidden="true" />}
    </>
  );
  return (
    <li>
      {notification.isRead ? (
        <div className={styles.item}>{content}</div>
      ) : (
        <AriaButton className={styles.unreadItem} onPress={() => onMarkRead(notification.id)}>
          {content}
        </AriaButton>
      )}
    </li>
  );
}
