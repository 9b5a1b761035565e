import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { allNotificationsQueryKey, useNotifications } from "../api/list-notifications";
import { markAllNotificationsRead } from "../api/mark-all-notifications-read";
import { markNotificationRead } from "../api/mark-notification-read";
import { NotificationPanel } from "./notification-panel";

/** The panel with the member's notifications; marking read refetches the list (SPEC 4). */
export function NotificationPanelContainer() {
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const { data, isError } = useNotifications(language);
  // Times are counted from when the panel opened; it is reopened far more often than kept open.
  const [now] = useState(() => new Date());
  const refetch = () => queryClient.invalidateQueries({ queryKey: allNotificationsQueryKey });
  const markOne = useMutation({ mutationFn: markNotificationRead, onSettled: refetch });
  const markAll = useMutation({ mutationFn: markAllNotificationsRead, onSettled: refetch });
  return (
    <NotificationPanel
      notifications={data}
      isError={isError}
      now={now}
      onMarkRead={(id) => markOne.mutate(id)}
      onMarkAllRead={() => markAll.mutate()}
      isMarkingAll={markAll.isPending}
      markFailed={markOne.isError || markAll.isError}
    />
  );
}
