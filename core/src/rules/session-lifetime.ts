/** Session lifetimes (DECISIONS section 3). */
const minute = 60_000;
const day = 24 * 60 * minute;

/** A session ends after this long without user activity (background polling does not count). */
export const sessionIdleTimeoutMs = 14 * day;
/** A session ends this long after sign-in, whatever the activity. */
export const sessionAbsoluteLifetimeMs = 30 * day;
/** Activity is written at most this often per session, so every request does not cost a write. */
export const sessionTouchIntervalMs = minute;
