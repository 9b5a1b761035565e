import { fixedClock } from "../ports/clock";
import type { Broadcast, LiveBroadcasts } from "../ports/live-broadcasts";
import type { LiveCommentRecord, LiveComments, NewLiveComment } from "../ports/live-comments";
import type { PresenceStore } from "../ports/presence-store";
import type { LiveMeetingDeps } from "../use-cases/live-meeting-steps";
import { recordingEvents } from "./notification-doubles";

/** One broadcast at most, as the table's index keeps it. */
export const memoryBroadcasts = (): LiveBroadcasts => {
  let live: Broadcast | null = null;
  let next = 1;
  return {
    current: () => Promise.resolve(live),
    start: (by, at) => {
      if (live !== null) return Promise.resolve({ broadcast: live, started: false });
      live = { id: next++, startedBy: by, startedAt: at };
      return Promise.resolve({ broadcast: live, started: true });
    },
    stop: () => {
      const stopped = live !== null;
      live = null;
      return Promise.resolve({ stopped });
    },
  };
};

/** Open tabs as a set: the window is the shared presence's business, tested with it. */
export const memoryPresence = (): PresenceStore & { readonly tabs: Set<string> } => {
  const tabs = new Set<string>();
  return {
    tabs,
    touch: (viewerId) => Promise.resolve(void tabs.add(viewerId)),
    leave: (viewerId) => Promise.resolve(void tabs.delete(viewerId)),
    count: () => Promise.resolve(tabs.size),
  };
};

export const liveMeetingNow = new Date("2026-05-01T18:00:00.000Z");

/** The live meeting's ports in memory, with the events it pushed. */
export const liveMeetingWorld = (): LiveMeetingDeps & { readonly events: ReturnType<typeof recordingEvents>; readonly presence: ReturnType<typeof memoryPresence> } => ({
  broadcasts: memoryBroadcasts(),
  presence: memoryPresence(),
  events: recordingEvents(),
  clock: fixedClock(liveMeetingNow),
  settings: { baseUrl: "https://meet.jit.si", meetingId: "Kominote" },
});

/**
 * Comments in a list; `hide` stands in for a moderator (the moderation twins hide by kind, this
 * twin only needs hidden comments to leave the list).
 */
export class MemoryLiveComments implements LiveComments {
  readonly rows: Array<LiveCommentRecord & { hidden: boolean }> = [];

  constructor(private readonly names: Readonly<Record<number, string>> = {}) {}

  async add({ broadcastId, authorId, content, at }: NewLiveComment): Promise<LiveCommentRecord> {
    const row = { id: this.rows.length + 1, broadcastId, authorId, authorName: this.names[authorId] ?? `Manm ${authorId}`, content, createdAt: at, hidden: false };
    this.rows.push(row);
    const { hidden: _hidden, ...record } = row;
    return record;
  }

  async list(broadcastId: number, { before, limit }: { readonly before?: number; readonly limit: number }): Promise<LiveCommentRecord[]> {
    return this.rows
      .filter((row) => row.broadcastId === broadcastId && !row.hidden && (before === undefined || row.id < before))
      .sort((a, b) => b.id - a.id)
      .slice(0, limit)
      .map(({ hidden: _hidden, ...record }) => record);
  }

  hide(id: number): void {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (row !== undefined) row.hidden = true;
  }
}
