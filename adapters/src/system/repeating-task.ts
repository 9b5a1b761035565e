/**
 * Background work a server repeats while it runs (rebuilding the leaderboard when due). The timer
 * keeps no process alive on its own; a run still going when the next one is due is not doubled;
 * `stop` ends the timer and waits for a run under way, so that nothing touches the database after
 * the server closed it.
 */
export class RepeatingTask {
  #timer: ReturnType<typeof setInterval> | undefined;
  #running: Promise<void> | undefined;

  constructor(
    private readonly task: () => Promise<void>,
    private readonly everyMs: number,
    /** A run that fails is reported; the next one runs as planned. */
    private readonly onFailure: (cause: unknown) => void,
  ) {}

  get started(): boolean {
    return this.#timer !== undefined;
  }

  /** `runNow`: a first run at once rather than after the first period. */
  start(runNow = false): void {
    if (this.#timer !== undefined) return;
    if (runNow) this.run();
    this.#timer = setInterval(() => this.run(), this.everyMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  private run(): void {
    if (this.#running !== undefined) return;
    this.#running = this.task()
      .catch(this.onFailure)
      .finally(() => {
        this.#running = undefined;
      });
  }
}
