import type { PresenceStore } from "@kominote/core/ports/presence-store";
import { livePresenceWindowMs } from "@kominote/core/rules/live-meeting";
import type { SharedPresence } from "../instances/shared-presence";

/** The live meeting's viewers are one room of the shared presence. */
export const liveMeetingRoom = "live-meeting";

/**
 * The live meeting's viewers kept in the installation's shared presence (Redis, PostgreSQL, or this
 * process's memory on the embedded database), so every instance counts the same tabs. Each
 * heartbeat keeps a tab for the presence window; the store's own clock decides when it runs out,
 * so instances with slightly different clocks still agree.
 */
export class SharedPresenceStore implements PresenceStore {
  constructor(
    private readonly shared: SharedPresence,
    private readonly windowMs: number = livePresenceWindowMs,
    private readonly room: string = liveMeetingRoom,
  ) {}

  touch(viewerId: string): Promise<void> {
    return this.shared.touch(this.room, viewerId, this.windowMs);
  }

  leave(viewerId: string): Promise<void> {
    return this.shared.leave(this.room, viewerId);
  }

  count(): Promise<number> {
    return this.shared.count(this.room);
  }
}
