import type { Clock } from "@kominote/core/ports/clock";
import type { LiveActivityQuery, LiveActivityRecord } from "@kominote/core/ports/live-activity-feed";
import type { MemberEvents } from "@kominote/core/ports/member-events";
import { liveActivityLimit, liveActivityWindowMinutes } from "@kominote/core/rules/live-activity-view";

/** At most one activity push this often: a burst of votes becomes one event (decision 0029). */
export const activityPushGapMs = 2_000;
/** How often the pusher looks for news while streams are open (and the gap since its last push allows). */
export const activityCheckIntervalMs = 1_000;

export interface ActivityPusherDeps {
  readonly read: (query: LiveActivityQuery) => Promise<LiveActivityRecord>;
  readonly events: Pick<MemberEvents, "publishPublic">;
  readonly clock: Clock;
  /** Whether any stream is open here: with none, nothing is read. */
  readonly listening: () => boolean;
  readonly onFailure: (cause: unknown) => void;
  readonly intervalMs?: number;
  readonly gapMs?: number;
}

/** What a page would see change: the actions kept and the active count (not their clock). */
const fingerprintOf = (activity: LiveActivityRecord): string =>
  `${activity.activeMemberCount}|${activity.recentActions.map((action) => action.id).join(",")}`;

/**
 * Pushes the activity bar's content to open streams when it changes. It reads the tables rather
 * than being told by each writer: every kind of action (approved contributions, ideas, votes,
 * posts, places, joins, registrations) shows without its area knowing of the bar, and a burst is
 * coalesced to one event per interval. The event carries the whole list (names rendered away for
 * visitors' streams), so a page never asks again after a push, and one delivered twice is harmless.
 */
export class ActivityPusher {
  private timer: NodeJS.Timeout | undefined;
  private last: string | undefined;
  private lastPushAt = Number.NEGATIVE_INFINITY;
  private running = false;

  constructor(private readonly deps: ActivityPusherDeps) {}

  start(): void {
    if (this.timer !== undefined) return;
    this.timer = setInterval(() => void this.tick(), this.deps.intervalMs ?? activityCheckIntervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One round: reads, and publishes if something changed. Exposed for tests. */
  async tick(): Promise<void> {
    const now = this.deps.clock.now();
    if (this.running || !this.deps.listening() || now.getTime() - this.lastPushAt < (this.deps.gapMs ?? activityPushGapMs)) return;
    this.running = true;
    try {
      const activity = await this.deps.read({ now, limit: liveActivityLimit, windowMinutes: liveActivityWindowMinutes });
      const fingerprint = fingerprintOf(activity);
      if (fingerprint !== this.last) {
        this.deps.events.publishPublic({ type: "liveActivity", activity });
        this.last = fingerprint;
        this.lastPushAt = now.getTime();
      }
    } catch (cause) {
      this.deps.onFailure(cause);
    } finally {
      this.running = false;
    }
  }
}
