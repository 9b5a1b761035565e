/** The most unread notifications the bell's badge counts exactly. */
export const badgeMaximum = 99;

/** The bell's badge: nothing when all is read, the count up to 99, then "99+". */
export const notificationBadge = (unreadCount: number): string => {
  if (!(unreadCount > 0)) return "";
  return unreadCount > badgeMaximum ? `${badgeMaximum}+` : String(Math.floor(unreadCount));
};
