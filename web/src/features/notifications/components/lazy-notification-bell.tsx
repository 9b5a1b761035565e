import { Suspense } from "react";
import { lazyWithMessages } from "../../../i18n/lazy-with-messages";
import { bellPlaceholder } from "./bell-placeholder.css";

// Only members have a bell: visitors never download it, members fetch it after the first paint.
const NotificationBell = lazyWithMessages(async () => (await import("./notification-bell")).NotificationBell);

/** The bell, fetched once someone is signed in; an empty space of its size holds its place meanwhile. */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={<span className={bellPlaceholder} />}>
      <NotificationBell />
    </Suspense>
  );
}
