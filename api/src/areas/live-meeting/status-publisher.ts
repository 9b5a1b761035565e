/** Viewer counts reach open pages at most this often: a room of arriving viewers is one event (decision 0028). */
export const viewerCountPushGapMs = 2_000;

/**
 * Pushes the live status when the viewer count may have changed (a heartbeat, a goodbye, a tab
 * gone quiet), coalesced: one push for any number of changes within the gap, and none when the
 * count it would push is the one pushed last.
 */
export class ViewerCountPublisher {
  private timer: NodeJS.Timeout | undefined;
  private sweeper: NodeJS.Timeout | undefined;
  private lastCount: number | undefined;

  constructor(
    private readonly publish: () => Promise<{ readonly viewerCount: number; readonly isLive: boolean }>,
    private readonly count: () => Promise<number>,
    private readonly onFailure: (cause: unknown) => void,
    private readonly gapMs: number = viewerCountPushGapMs,
  ) {}

  /** Something changed: push within the gap (unless a push is already due). */
  changed(): void {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.pushIfNew();
    }, this.gapMs);
    this.timer.unref();
  }

  /** Looks now and then for tabs that went quiet (their count falls with no request to tell it). */
  startSweeping(everyMs: number): void {
    if (this.sweeper !== undefined) return;
    this.sweeper = setInterval(() => void this.pushIfNew(), everyMs);
    this.sweeper.unref();
  }

  stop(): void {
    clearTimeout(this.timer);
    clearInterval(this.sweeper);
    this.timer = undefined;
    this.sweeper = undefined;
  }

  private async pushIfNew(): Promise<void> {
    try {
      const viewers = await this.count();
      if (viewers === this.lastCount) return;
      const status = await this.publish();
      this.lastCount = status.viewerCount;
    } catch (cause) {
      this.onFailure(cause);
    }
  }
}
