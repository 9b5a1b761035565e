/** A key's count in its window, across instances, and the milliseconds the window has left. */
export interface HitCounts {
  readonly current: number;
  readonly ttl: number;
}

/** Hits to add to one key's window, opened for `windowMs` if it has ended. */
export interface HitsToAdd {
  readonly key: string;
  readonly hits: number;
  readonly windowMs: number;
}

/** Adds hits to the shared count (several keys at once) and answers each key's count. */
export type AddHits = (batch: readonly HitsToAdd[]) => Promise<ReadonlyMap<string, HitCounts>>;

interface Window {
  /** The key's count across instances when last read, this instance's added hits included. */
  shared: number;
  /** Hits taken here since, not yet added to the shared count. */
  pending: number;
  endsAt: number;
  syncedAt: number;
  readonly windowMs: number;
}

export interface BatchedHitCounterOptions {
  /** How often the hits taken here are added to the shared count. */
  readonly flushMs?: number;
  /** Keys remembered at once; past it a new key is counted exactly on every hit. */
  readonly maxKeys?: number;
  readonly now?: () => number;
}

/**
 * Counts hits per key against a count shared by several instances, without a round trip per hit.
 *
 * A key's first hit, and any hit once the key is past half its limit or its shared count is more
 * than ten flushes old, is added at once and answered with the shared count: the decisions near
 * the limit are exact. Below half, a hit is answered from the last shared count plus this
 * instance's own, and added with the others every `flushMs`. What another instance took in its
 * last flush interval is the most a client can get past the limit, and only while it keeps the
 * key below half on each instance.
 */
export class BatchedHitCounter {
  readonly #windows = new Map<string, Window>();
  readonly #dirty = new Set<string>();
  readonly #flushMs: number;
  readonly #maxKeys: number;
  readonly #now: () => number;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #lastSweep = 0;

  constructor(
    private readonly add: AddHits,
    options: BatchedHitCounterOptions = {},
  ) {
    this.#flushMs = options.flushMs ?? 100;
    this.#maxKeys = options.maxKeys ?? 50_000;
    this.#now = options.now ?? Date.now;
  }

  hit(key: string, windowMs: number, max: number): Promise<HitCounts> {
    const now = this.#now();
    const window = this.#windows.get(key);
    if (window !== undefined && now >= window.endsAt) {
      // Its hits belonged to the window that ended, here and in the shared count.
      this.#windows.delete(key);
      this.#dirty.delete(key);
    } else if (window !== undefined && now - window.syncedAt <= 10 * this.#flushMs && window.shared + window.pending + 1 <= max / 2) {
      window.pending += 1;
      this.#dirty.add(key);
      this.#schedule();
      return Promise.resolve({ current: window.shared + window.pending, ttl: window.endsAt - now });
    }
    return this.#addNow(key, windowMs);
  }

  /** Adds this hit with the key's waiting ones and answers the shared count. */
  async #addNow(key: string, windowMs: number): Promise<HitCounts> {
    const window = this.#windows.get(key);
    const carried = window?.pending ?? 0;
    if (window !== undefined) window.pending = 0;
    this.#dirty.delete(key);
    const counts = (await this.add([{ key, hits: carried + 1, windowMs }])).get(key) ?? { current: carried + 1, ttl: windowMs };
    this.#remember(key, counts, windowMs);
    return counts;
  }

  #remember(key: string, counts: HitCounts, windowMs: number): void {
    const now = this.#now();
    const window = this.#windows.get(key);
    if (window !== undefined) {
      window.shared = counts.current;
      window.syncedAt = now;
      window.endsAt = now + counts.ttl;
      return;
    }
    if (this.#windows.size >= this.#maxKeys) return;
    this.#windows.set(key, { shared: counts.current, pending: 0, endsAt: now + counts.ttl, syncedAt: now, windowMs });
  }

  #schedule(): void {
    if (this.#timer !== undefined) return;
    this.#timer = setTimeout(() => void this.flush(), this.#flushMs);
    // Counting must not keep a stopping process alive: the hits of its last interval are let go.
    this.#timer.unref?.();
  }

  /** Adds every waiting hit in one batch and reads back each key's shared count. */
  async flush(): Promise<void> {
    this.#timer = undefined;
    this.#sweep();
    const batch: HitsToAdd[] = [];
    for (const key of this.#dirty) {
      const window = this.#windows.get(key);
      if (window === undefined || window.pending === 0) continue;
      batch.push({ key, hits: window.pending, windowMs: window.windowMs });
      window.pending = 0;
    }
    this.#dirty.clear();
    if (batch.length === 0) return;
    try {
      const counts = await this.add(batch);
      for (const { key, windowMs } of batch) {
        const read = counts.get(key);
        if (read !== undefined) this.#remember(key, read, windowMs);
      }
    } catch {
      // The shared count did not answer: the hits wait for the next flush (the limiter lets
      // requests through while its store fails, so nothing else is lost).
      for (const { key, hits } of batch) {
        const window = this.#windows.get(key);
        if (window === undefined) continue;
        window.pending += hits;
        this.#dirty.add(key);
      }
      this.#schedule();
    }
  }

  /** Forgets ended windows now and then, so addresses seen once do not stay. */
  #sweep(): void {
    const now = this.#now();
    if (now - this.#lastSweep < 10_000) return;
    this.#lastSweep = now;
    for (const [key, window] of this.#windows) {
      if (now >= window.endsAt) {
        this.#windows.delete(key);
        this.#dirty.delete(key);
      }
    }
  }
}
