import type { SharedPresence } from "./shared-presence";

/**
 * Presence for one process (the embedded database): rooms of member -> expiry time. A touch
 * re-inserts, so each room's Map runs from the oldest touch to the newest; a room keeps at most
 * `capacity` members (the oldest go first), so a flood of made-up ids cannot grow memory without bound.
 */
export class InMemoryPresence implements SharedPresence {
  readonly #rooms = new Map<string, Map<string, number>>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly capacity: number = 100_000,
  ) {}

  async touch(room: string, member: string, ttlMs: number): Promise<void> {
    let members = this.#rooms.get(room);
    if (members === undefined) {
      members = new Map();
      this.#rooms.set(room, members);
    }
    members.delete(member);
    members.set(member, this.now() + ttlMs);
    if (members.size > this.capacity) {
      const oldest = members.keys().next();
      if (oldest.done !== true) members.delete(oldest.value);
    }
  }

  async leave(room: string, member: string): Promise<void> {
    const members = this.#rooms.get(room);
    members?.delete(member);
    if (members?.size === 0) this.#rooms.delete(room);
  }

  async count(room: string): Promise<number> {
    const members = this.#rooms.get(room);
    if (members === undefined) return 0;
    const now = this.now();
    for (const [member, expiresAt] of members) if (expiresAt <= now) members.delete(member);
    if (members.size === 0) this.#rooms.delete(room);
    return members.size;
  }
}
