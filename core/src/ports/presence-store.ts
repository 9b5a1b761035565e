/**
 * Who has the live page open: one entry per browser tab (a random viewer id), refreshed by the
 * page's heartbeat and forgotten when it leaves or goes quiet. One server keeps it in memory; a
 * store shared by several instances plugs in behind the same port.
 */
export interface PresenceStore {
  touch(viewerId: string, at: Date): Promise<void>;
  leave(viewerId: string): Promise<void>;
  /** Viewers heard from within the presence window before `at`. */
  count(at: Date): Promise<number>;
}
