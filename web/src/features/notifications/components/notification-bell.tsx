import { lazy, Suspense } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { useNotifications } from "../api/list-notifications";
import { unreadCount } from "../lib/unread-count";
import { useBellRing } from "../lib/use-bell-ring";
import { NotificationBellView } from "./notification-bell-view";
import * as styles from "./notifications.css";

// The list, its icons and the mark-read calls load when the member reaches for the bell.
const loadPanel = () => import("./notification-panel-container");
const NotificationPanelContainer = lazy(async () => ({ default: (await loadPanel()).NotificationPanelContainer }));

/** The signed-in member's bell: the unread count from their notifications, kept fresh by the live updates. */
export function NotificationBell() {
  const { t, language } = useLanguage();
  const { data } = useNotifications(language);
  const unread = data === undefined ? undefined : unreadCount(data);
  const ringing = useBellRing(unread);
  return (
    <NotificationBellView
      unread={unread}
      ringing={ringing}
      onIntent={() => void loadPanel()}
      panel={
        <Suspense fallback={<p className={styles.status}>{t("notifications.panel.loading")}</p>}>
          <NotificationPanelContainer />
        </Suspense>
      }
    />
  );
}
