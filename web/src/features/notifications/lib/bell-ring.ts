/** How long the bell swings when unread notifications arrive (SPEC 9: 3000 ms). */
export const bellRingMs = 3_000;

/**
 * Whether the bell should ring: the unread count rose and is above 0. The first count known on the
 * page counts as a rise from nothing, so a member arriving with unread notifications sees it once;
 * reading notifications (the count falling) never rings.
 */
export const shouldRing = (previous: number | undefined, next: number | undefined): boolean =>
  next !== undefined && next > 0 && (previous === undefined || next > previous);
