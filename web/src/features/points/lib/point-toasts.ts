import type { RecentPointEvent } from "@kominote/core/schemas/points";

/** How long the points toast stays (SPEC 9: 4 s). */
export const pointsToastMs = 4_000;

export interface PointToastStep {
  /** Every award id seen so far on this page. */
  readonly seen: ReadonlySet<number>;
  /** The award to announce now, or null. */
  readonly toast: RecentPointEvent | null;
}

/**
 * Which award to announce when the recent-points list changes. The first list the page gets is
 * what the member already had: nothing is announced. After that, the newest award not seen before
 * is; several at once (a tab coming back) are one toast, the newest, since at most one shows.
 * Only gains are announced: a correction is not news to celebrate.
 */
export const nextPointToast = (seen: ReadonlySet<number> | null, events: readonly RecentPointEvent[]): PointToastStep => {
  const ids = new Set(seen ?? []);
  const unseen = seen === null ? [] : events.filter((event) => !seen.has(event.id));
  for (const event of events) ids.add(event.id);
  const toast = unseen.find((event) => event.points > 0) ?? null;
  return { seen: ids, toast };
};
