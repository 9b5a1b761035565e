import type { SessionStore, StoredSession } from "@kominote/core/ports/session-store";

/** A session store that can record many sessions' activity times in one write. */
export interface BatchTouchingSessionStore extends SessionStore {
  touchMany(touches: ReadonlyMap<string, Date>): Promise<void>;
}

/**
 * Activity times written in batches. A member's first request after a minute away records their
 * activity (the idle limit counts from it); written one by one, each is a commit the database waits
 * on its disk for, and a crowd opening the app at once (a radio announcement) became a queue of
 * commits in front of every request. Here the request only notes the time; every `delayMs` one
 * statement writes all the times noted. What can be lost (a crash inside that second) is at most a
 * second of activity: the session then ends its idle time a second early.
 */
export class DeferredSessionTouches implements SessionStore {
  readonly #pending = new Map<string, Date>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #writing: Promise<void> | undefined;

  constructor(
    private readonly store: BatchTouchingSessionStore,
    private readonly delayMs: number,
    /** A batch that fails is reported; its times are not retried (the next request of each member notes a new one). */
    private readonly onFailure: (cause: unknown) => void,
  ) {}

  create(token: string, session: { userId: number; createdAt: Date; expiresAt: Date }): Promise<void> {
    return this.store.create(token, session);
  }

  find(token: string): Promise<StoredSession | null> {
    return this.store.find(token);
  }

  touch(token: string, at: Date): Promise<void> {
    const noted = this.#pending.get(token);
    if (noted === undefined || noted < at) this.#pending.set(token, at);
    this.#timer ??= setTimeout(() => void this.flush(), this.delayMs);
    return Promise.resolve();
  }

  delete(token: string): Promise<void> {
    this.#pending.delete(token);
    return this.store.delete(token);
  }

  deleteAllOf(userId: number): Promise<void> {
    return this.store.deleteAllOf(userId);
  }

  /** Writes the times noted so far (the server calls it once more when it stops). */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    // One batch at a time, in the order they were noted.
    await this.#writing;
    if (this.#pending.size === 0) return;
    const batch = new Map(this.#pending);
    this.#pending.clear();
    this.#writing = this.store
      .touchMany(batch)
      .catch(this.onFailure)
      .finally(() => {
        this.#writing = undefined;
      });
    await this.#writing;
  }
}
