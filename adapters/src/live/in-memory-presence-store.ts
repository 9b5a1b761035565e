import type { PresenceStore } from "@kominote/core/ports/presence-store";
import { livePresenceWindowMs } from "@kominote/core/rules/live-meeting";

/**
 * Presence for one server: each tab's last heartbeat in a Map (insertion order = oldest first, as a
 * touch re-inserts), so counting drops the quiet ones from the front and stops at the first live one.
 * Several instances need a shared store (Redis) behind the same port.
 */
export class InMemoryPresenceStore implements PresenceStore {
  private readonly lastSeen = new Map<string, number>();

  constructor(
    private readonly windowMs: number = livePresenceWindowMs,
    /** A cap so a flood of made-up viewer ids cannot grow memory without bound; the oldest go first. */
    private readonly capacity: number = 100_000,
  ) {}

  touch(viewerId: string, at: Date): Promise<void> {
    this.lastSeen.delete(viewerId);
    this.lastSeen.set(viewerId, at.getTime());
    if (this.lastSeen.size > this.capacity) {
      const oldest = this.lastSeen.keys().next();
      if (oldest.done !== true) this.lastSeen.delete(oldest.value);
    }
    return Promise.resolve();
  }

  leave(viewerId: string): Promise<void> {
    this.lastSeen.delete(viewerId);
    return Promise.resolve();
  }

  count(at: Date): Promise<number> {
    const since = at.getTime() - this.windowMs;
    for (const [viewerId, seen] of this.lastSeen) {
      if (seen > since) break;
      this.lastSeen.delete(viewerId);
    }
    return Promise.resolve(this.lastSeen.size);
  }
}
