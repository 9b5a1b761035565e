/** The community meeting's broadcast while it is live. */
export interface Broadcast {
  readonly id: number;
  readonly startedAt: Date;
  readonly startedBy: number;
}

/**
 * Broadcasts as moderators start and stop them (one live at most). Both calls are idempotent:
 * starting while live answers the live one, stopping while off changes nothing; each change writes
 * its audit entry ("startLive", "stopLive") in the same transaction.
 */
export interface LiveBroadcasts {
  current(): Promise<Broadcast | null>;
  start(by: number, at: Date): Promise<{ readonly broadcast: Broadcast; readonly started: boolean }>;
  stop(by: number, at: Date): Promise<{ readonly stopped: boolean }>;
}
