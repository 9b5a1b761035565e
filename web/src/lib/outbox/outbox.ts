import type { OutboxStore } from "./outbox-db";
import type { OutboxEntry } from "./outbox-entry";
import { ownEntries } from "./own-entries";
import { sendEntry, type SendOutcome } from "./send-entry";
import type { SignedInMember } from "./signed-in-member";

/** What a feature does once one of its entries is settled (refresh its lists, say it in a toast). */
export interface OutboxKind {
  readonly onSent?: (entry: OutboxEntry, answer: unknown) => void;
  readonly onRefused?: (entry: OutboxEntry, status: number, answer: unknown) => void;
}

export type Settled = { readonly entry: OutboxEntry } & Exclude<SendOutcome, { outcome: "later" }>;

export interface Outbox {
  /** Keeps a submission on the device, then tries to send everything waiting. */
  readonly enqueue: (entry: OutboxEntry) => Promise<void>;
  /** Sends every waiting entry in order, stopping at the first that must wait; one pass at a time. */
  readonly flush: () => Promise<void>;
  /**
   * What waits now (in memory, read again from the store at start and after each change): with a
   * `viewer`, only what the signed-in member may see of it (none for a visitor).
   */
  readonly waiting: () => readonly OutboxEntry[];
  /** Told whenever what waits changes; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
  /** Told of every settled entry (an open form hears its own); returns the unsubscribe. */
  readonly watch: (listener: (settled: Settled) => void) => () => void;
  /** A feature says what its entries do once settled; entries of an unregistered kind still go. */
  readonly register: (kind: string, handlers: OutboxKind) => void;
  /** Reads what an earlier visit left, and sends it if the connection allows. */
  readonly load: () => Promise<void>;
  /** Told of an entry another sender settled (the service worker's Background Sync): its feature reacts as for its own. */
  readonly heard: (settled: Settled) => void;
}

export interface OutboxDeps {
  readonly store: OutboxStore;
  readonly send?: typeof fetch;
  readonly isOnline: () => boolean;
  /** Runs a pass alone across the tabs (and the service worker) of this origin, where the browser can. */
  readonly exclusive?: <T>(run: () => Promise<T>) => Promise<T>;
  /** Asks the browser to wake the service worker when the connection returns (Background Sync). */
  readonly requestSync?: () => void;
  /** Who the session belongs to (null: nobody; undefined: unknown): entries are stamped with it and sent only under it. */
  readonly currentMember?: () => Promise<number | null | undefined>;
  /**
   * Who is signed in on the page, for what `waiting` shows: a shared phone shows each member only
   * their own entries. Without it (the service worker, which shows nothing) every entry is listed.
   */
  readonly viewer?: Pick<SignedInMember, "get" | "subscribe">;
}

/**
 * The one outbox of the client (decision 0034). Features put submissions in it and register what
 * happens once they are sent; it keeps them in IndexedDB with their Idempotency-Key, sends them when
 * it can, and each goes exactly once: the key makes a resend after a lost answer harmless, and one
 * pass at a time (across tabs through a Web Lock) keeps two senders from racing.
 */
export const createOutbox = (deps: OutboxDeps): Outbox => {
  const kinds = new Map<string, OutboxKind>();
  const listeners = new Set<() => void>();
  const watchers = new Set<(settled: Settled) => void>();
  let entries: readonly OutboxEntry[] = [];
  let running: Promise<void> | null = null;
  const exclusive = deps.exclusive ?? ((run) => run());

  const tell = (): void => {
    for (const listener of listeners) listener();
  };
  const refresh = async (): Promise<void> => {
    entries = await deps.store.all();
    tell();
  };
  // Another member signing in (or out) on the page changes what is shown, not what waits.
  deps.viewer?.subscribe(tell);

  const settle = (settled: Settled): void => {
    const kind = kinds.get(settled.entry.kind);
    if (settled.outcome === "sent") kind?.onSent?.(settled.entry, settled.answer);
    else kind?.onRefused?.(settled.entry, settled.status, settled.answer);
    for (const watcher of watchers) watcher(settled);
  };

  const sendAll = async (): Promise<void> => {
    // Read again inside the lock: another tab may have sent some meanwhile.
    const waitingNow = await deps.store.all();
    // Asked only when something waits: a page with nothing to send costs no request.
    const member = waitingNow.length === 0 ? undefined : await deps.currentMember?.();
    for (const entry of waitingNow) {
      // Another member's entry (they signed out, someone else signed in on this phone) waits for them.
      if (entry.member !== undefined && member !== undefined && entry.member !== member) continue;
      const result = await sendEntry(entry, deps.store.put, deps.send);
      if (result.outcome === "later") break;
      await deps.store.remove(entry.key);
      settle({ entry, ...result });
    }
  };

  const flush = (): Promise<void> => {
    if (!deps.isOnline()) return Promise.resolve();
    running ??= exclusive(sendAll)
      .catch(() => undefined)
      .finally(() => {
        running = null;
        void refresh();
      });
    return running;
  };

  return {
    enqueue: async (entry) => {
      const asked = entry.member ?? (await deps.currentMember?.());
      // The server could not say (no connection, nothing kept): the page knows who is signed in.
      const member = asked === undefined ? deps.viewer?.get() : asked;
      await deps.store.put(typeof member === "number" ? { ...entry, member } : entry);
      await refresh();
      deps.requestSync?.();
      // Put in during a pass that may have read the store already: one more pass takes it.
      const duringPass = running !== null;
      await flush();
      if (duringPass) await flush();
    },
    flush,
    waiting: () => (deps.viewer === undefined ? entries : ownEntries(entries, deps.viewer.get())),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watch: (watcher) => {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    register: (kind, handlers) => void kinds.set(kind, handlers),
    load: async () => {
      await refresh();
      await flush();
    },
    heard: settle,
  };
};
