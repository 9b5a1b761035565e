import type { Notification } from "@kominote/core/schemas/notifications";
import { useId, useRef } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { unreadCount } from "../lib/unread-count";
import { NotificationItem } from "./notification-item";
import * as styles from "./notifications.css";

export interface NotificationPanelProps {
  /** undefined while the first answer is awaited. */
  readonly notifications: readonly Notification[] | undefined;
  /** The list could not be fetched (and none is known). */
  readonly isError?: boolean;
  readonly now: Date;
  readonly onMarkRead: (id: number) => void;
  readonly onMarkAllRead: () => void;
  readonly isMarkingAll?: boolean;
  /** A mark-as-read call failed. */
  readonly markFailed?: boolean;
}

/** The bell's panel: loading, empty, or the list newest first, with mark-all-read. */
export function NotificationPanel({
  notifications,
  isError = false,
  now,
  onMarkRead,
  onMarkAllRead,
  isMarkingAll = false,
  markFailed = false,
}: NotificationPanelProps) {
  const { t } = useLanguage();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const unread = unreadCount(notifications);
  // Marking read takes away the control that had the focus (a read item is no longer a button,
  // "mark all" is disabled once nothing is unread). The focus moves to the panel's title first,
  // so it stays in the panel, where Tab and Escape still work, instead of falling to the page.
  const keepFocusInPanel = (): void => title.current?.focus();
  return (
    <div className={styles.panel}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} ref={title} tabIndex={-1} className={styles.panelTitle}>
          {t("notifications.panel.title")}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          isDisabled={unread === 0}
          isPending={isMarkingAll}
          onPress={() => {
            keepFocusInPanel();
            onMarkAllRead();
          }}
        >
          {t("notifications.panel.markAllRead")}
        </Button>
      </div>
      {notifications === undefined ? (
        <p className={styles.status} role="status">
          {isError ? t("notifications.panel.error") : t("notifications.panel.loading")}
        </p>
      ) : notifications.length === 0 ? (
        <p className={styles.status}>{t("notifications.panel.empty")}</p>
      ) : (
        // Focusable so a keyboard can scroll a long list even when every item is read (no buttons).
        <ul className={styles.list} aria-labelledby={titleId} tabIndex={0}>
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              now={now}
              onMarkRead={(id) => {
                keepFocusInPanel();
                onMarkRead(id);
              }}
            />
          ))}
        </ul>
      )}
      {markFailed ? (
        <p className={styles.problem} role="alert">
          {t("notifications.panel.markFailed")}
        </p>
      ) : null}
    </div>
  );
}
