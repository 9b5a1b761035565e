import type { Clock } from "@kominote/core/ports/clock";

interface Entry<V> {
  readonly value: Promise<V>;
  readonly expiresAt: number;
}

/**
 * Reads kept in memory for a few seconds, at most `capacity` of them (the oldest go first).
 * Concurrent callers share one pending read; a failed read is forgotten at once. `forget` is how
 * writes make themselves seen immediately.
 */
export class ShortMemo<V> {
  readonly #entries = new Map<string | number, Entry<V>>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly capacity: number,
  ) {}

  get(key: string | number, load: () => Promise<V>): Promise<V> {
    const now = this.clock.now().getTime();
    const hit = this.#entries.get(key);
    if (hit !== undefined && hit.expiresAt > now) return hit.value;
    this.#entries.delete(key);
    if (this.#entries.size >= this.capacity) {
      const oldest = this.#entries.keys().next();
      if (oldest.done !== true) this.#entries.delete(oldest.value);
    }
    const value = load();
    this.#entries.set(key, { value, expiresAt: now + this.ttlMs });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  forget(key: string | number): void {
    this.#entries.delete(key);
  }

  /**
   * Changes a kept value in place, keeping its lifetime: for a write whose effect is known here, so
   * the next read need not go back to the source. A value still being read is changed once it arrives.
   */
  update(key: string | number, change: (value: V) => V): void {
    const hit = this.#entries.get(key);
    if (hit === undefined) return;
    const value = hit.value.then(change);
    this.#entries.set(key, { value, expiresAt: hit.expiresAt });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
  }

  /** Forgets everything: for a write whose effect reaches many keys. */
  clear(): void {
    this.#entries.clear();
  }

  /**
   * Runs a write, forgetting the key before and after: a read that started before the write
   * finished cannot leave the old value behind.
   */
  async writing<T>(key: string | number, write: () => Promise<T>): Promise<T> {
    this.forget(key);
    try {
      return await write();
    } finally {
      this.forget(key);
    }
  }
}
