import { notificationBadge } from "@kominote/core/rules/notification-badge";
import type { ReactNode } from "react";
import { Button as AriaButton, DialogTrigger } from "react-aria-components";
import { useLanguage } from "../../../i18n/language-provider";
import { PopoverDialog } from "../../../ui/popover";
import { BellIcon } from "./notification-icons";
import * as styles from "./notifications.css";

export interface NotificationBellViewProps {
  /** Unread notifications; undefined until known. */
  readonly unread: number | undefined;
  readonly ringing: boolean;
  /** What the panel shows once opened. */
  readonly panel: ReactNode;
  /** Called when a pointer or focus reaches the bell: the panel's code can start loading. */
  readonly onIntent?: () => void;
}

/** The bell with its unread badge ("99+" above 99), opening the notification panel in a popover. */
export function NotificationBellView({ unread, ringing, panel, onIntent }: NotificationBellViewProps) {
  const { t } = useLanguage();
  const badge = notificationBadge(unread ?? 0);
  const label = unread !== undefined && unread > 0 ? t("notifications.bell.labelUnread", { count: unread }) : t("notifications.bell.label");
  return (
    <DialogTrigger>
      <AriaButton
        className={styles.bellButton}
        aria-label={label}
        {...(onIntent === undefined ? {} : { onHoverStart: onIntent, onFocus: onIntent })}
      >
        <BellIcon {...(ringing ? { className: styles.ringing } : {})} />
        {badge === "" ? null : (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
            {badge}
          </span>
        )}
      </AriaButton>
      <PopoverDialog label={t("notifications.panel.title")}>{panel}</PopoverDialog>
    </DialogTrigger>
  );
}
