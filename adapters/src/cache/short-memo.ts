import type { Clock } from "@kominote/core/ports/clock";

interface Entry<V> {
  readonly value: Promise<V>;
  readonly expiresAt: number;
}

export interface ShortMemoOptions {
  /**
   * Keep a value only when its key is asked a second time within the lifetime: a key asked once
   * is remembered (not its value), and its read is handed to that caller alone. For reads that
   * cost little where they come from but whose values are large and mostly asked once (a page of
   * places by a cursor nobody hands back): kept, each would live its few seconds in the old
   * generation of the heap, then cost a full collection to free, where a value nobody keeps dies
   * young and cheaply. A popular key is read twice instead of once.
   */
  readonly keepFromSecondAsk?: boolean;
}

/**
 * Reads kept in memory for a few seconds, at most `capacity` of them (the oldest go first).
 * Concurrent callers share one pending read; a failed read is forgotten at once. `forget` is how
 * writes make themselves seen immediately.
 */
export class ShortMemo<V> {
  readonly #entries = new Map<string | number, Entry<V>>();
  /** With `keepFromSecondAsk`: the keys asked once, and until when a second ask keeps the value. */
  readonly #askedOnce = new Map<string | number, number>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly capacity: number,
    private readonly options: ShortMemoOptions = {},
  ) {}

  get(key: string | number, load: () => Promise<V>): Promise<V> {
    const now = this.clock.now().getTime();
    const hit = this.#entries.get(key);
    if (hit !== undefined && hit.expiresAt > now) return hit.value;
    this.#entries.delete(key);
    if (this.options.keepFromSecondAsk === true && !this.#askedBefore(key, now)) return load();
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

  /**
   * Whether `key` was asked once within the lifetime; if not, remembers this ask. Holds keys for
   * four times the values' capacity, the oldest forgotten first.
   */
  #askedBefore(key: string | number, now: number): boolean {
    const until = this.#askedOnce.get(key);
    this.#askedOnce.delete(key);
    if (until !== undefined && until > now) return true;
    if (this.#askedOnce.size >= this.capacity * 4) {
      const oldest = this.#askedOnce.keys().next();
      if (oldest.done !== true) this.#askedOnce.delete(oldest.value);
    }
    this.#askedOnce.set(key, now + this.ttlMs);
    return false;
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
    this.#askedOnce.clear();
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
