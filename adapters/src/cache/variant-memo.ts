import type { Clock } from "@kominote/core/ports/clock";
import { ShortMemo } from "./short-memo";

/**
 * A ShortMemo whose answers depend on one more number besides the key: a list's limit, the start of
 * a week. A key holds one answer; asked with another number, it is read again and replaces the kept
 * one, so a polling member asking the same question costs one read per window.
 */
export class VariantMemo<V> {
  readonly #memo: ShortMemo<{ readonly variant: number; readonly value: V }>;

  constructor(clock: Clock, ttlMs: number, capacity: number) {
    this.#memo = new ShortMemo(clock, ttlMs, capacity);
  }

  async get(key: string | number, variant: number, load: () => Promise<V>): Promise<V> {
    const read = async () => ({ variant, value: await load() });
    const kept = await this.#memo.get(key, read);
    if (kept.variant === variant) return kept.value;
    this.#memo.forget(key);
    return (await this.#memo.get(key, read)).value;
  }

  forget(key: string | number): void {
    this.#memo.forget(key);
  }

  /** Forgets everything: for a write whose effect reaches many keys. */
  clear(): void {
    this.#memo.clear();
  }

  /** Runs a write, forgetting the key before and after (see ShortMemo.writing). */
  writing<T>(key: string | number, write: () => Promise<T>): Promise<T> {
    return this.#memo.writing(key, write);
  }
}
