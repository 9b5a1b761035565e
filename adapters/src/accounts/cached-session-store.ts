import type { Clock } from "@kominote/core/ports/clock";
import type { SessionStore, StoredSession } from "@kominote/core/ports/session-store";
import { ShortMemo } from "../cache/short-memo";

/**
 * Every signed-in request reads its session; this keeps each read for a few seconds so a busy
 * member costs one query per window instead of one per request. Sign-out (delete) and activity
 * (touch) and a member leaving (deleteAllOf) go through here and take effect at once in this process. A role changed elsewhere is
 * seen within `ttlMs`. Activity updates the kept session instead of dropping it: the request that
 * notes a member's return (sliding expiry) would otherwise send the next one to the database.
 */
export class CachedSessionStore implements SessionStore {
  readonly #memo: ShortMemo<StoredSession | null>;

  constructor(
    private readonly store: SessionStore,
    clock: Clock,
    ttlMs: number,
    capacity = 10_000,
  ) {
    this.#memo = new ShortMemo(clock, ttlMs, capacity);
  }

  create(token: string, session: { userId: number; createdAt: Date; expiresAt: Date }): Promise<void> {
    return this.#memo.writing(token, () => this.store.create(token, session));
  }

  find(token: string): Promise<StoredSession | null> {
    return this.#memo.get(token, () => this.store.find(token));
  }

  async touch(token: string, at: Date): Promise<void> {
    await this.store.touch(token, at);
    this.#memo.update(token, (session) => (session === null || session.lastActiveAt >= at ? session : { ...session, lastActiveAt: at }));
  }

  delete(token: string): Promise<void> {
    return this.#memo.writing(token, () => this.store.delete(token));
  }

  /** The member's tokens are not known here (only their hashes are stored): every kept read goes. */
  async deleteAllOf(userId: number): Promise<void> {
    this.#memo.clear();
    try {
      await this.store.deleteAllOf(userId);
    } finally {
      this.#memo.clear();
    }
  }
}
