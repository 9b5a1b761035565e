import type { MessageKey } from "../i18n/messages";

export interface RelativeTime {
  readonly key: MessageKey;
  readonly params?: { readonly count: number };
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const counted = (base: "minutesAgo" | "hoursAgo" | "daysAgo", count: number): RelativeTime => ({
  key: `common.time.${base}.${count === 1 ? "one" : "other"}`,
  params: { count },
});

/**
 * How long ago `then` was, as a catalog key: under a minute "Kounye a", then whole minutes, hours,
 * days. A time ahead of `now` (a clock slightly off) counts as now.
 */
export const relativeTime = (then: Date, now: Date): RelativeTime => {
  const elapsed = now.getTime() - then.getTime();
  if (!(elapsed >= minute)) return { key: "common.time.justNow" };
  if (elapsed < hour) return counted("minutesAgo", Math.floor(elapsed / minute));
  if (elapsed < day) return counted("hoursAgo", Math.floor(elapsed / hour));
  return counted("daysAgo", Math.floor(elapsed / day));
};
