import type { Clock } from "@kominote/core/ports/clock";
import type { LiveActivityFeed, LiveActivityQuery, LiveActivityRecord } from "@kominote/core/ports/live-activity-feed";
import { ShortMemo } from "../cache/short-memo";

/**
 * The activity bar's query served from memory for a few seconds: every open page polls it (or is
 * pushed it), and one query a few seconds serves them all. The pusher reads it `fresh` and leaves
 * its answer here, so a page that fetches right after a push sees what was pushed.
 */
export class CachedLiveActivityFeed implements LiveActivityFeed {
  readonly #memo: ShortMemo<LiveActivityRecord>;

  constructor(
    private readonly feed: LiveActivityFeed,
    clock: Clock,
    ttlMs: number,
  ) {
    this.#memo = new ShortMemo(clock, ttlMs, 4);
  }

  recent(query: LiveActivityQuery): Promise<LiveActivityRecord> {
    // The time is not part of the key: within the cache's few seconds the answer stands for "now".
    return this.#memo.get(`${query.limit}:${query.windowMinutes}`, () => this.feed.recent(query));
  }

  /** Reads again now, replacing the cached answer. */
  fresh(query: LiveActivityQuery): Promise<LiveActivityRecord> {
    this.#memo.forget(`${query.limit}:${query.windowMinutes}`);
    return this.recent(query);
  }
}
