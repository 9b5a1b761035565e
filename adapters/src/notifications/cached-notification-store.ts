import type { Clock } from "@kominote/core/ports/clock";
import type { NewAnnouncement, NotificationRecord, NotificationStore } from "@kominote/core/ports/notification-store";
import type { NewNotification } from "@kominote/core/ports/notifier";
import { ShortMemo } from "../cache/short-memo";

/**
 * Each member's latest notifications, kept for `ttlMs`: the panel polls them (SPEC 9: 30 s) and
 * every page shows the bell. Every write goes through here and forgets what it changes (a member's
 * list, or every list for an announcement), so changes show at once in this process.
 */
export class CachedNotificationStore implements NotificationStore {
  readonly #lists: ShortMemo<{ readonly limit: number; readonly records: NotificationRecord[] }>;

  constructor(
    private readonly store: NotificationStore,
    clock: Clock,
    ttlMs: number,
    capacity = 10_000,
  ) {
    this.#lists = new ShortMemo(clock, ttlMs, capacity);
  }

  add(notification: NewNotification, at: Date): Promise<NotificationRecord> {
    return this.#lists.writing(notification.userId, () => this.store.add(notification, at));
  }

  async listFor(userId: number, limit: number): Promise<NotificationRecord[]> {
    const load = async () => ({ limit, records: await this.store.listFor(userId, limit) });
    const kept = await this.#lists.get(userId, load);
    if (kept.limit === limit) return kept.records;
    this.#lists.forget(userId);
    return (await this.#lists.get(userId, load)).records;
  }

  markRead(userId: number, id: number): Promise<boolean> {
    return this.#lists.writing(userId, () => this.store.markRead(userId, id));
  }

  markAllRead(userId: number): Promise<void> {
    return this.#lists.writing(userId, () => this.store.markAllRead(userId));
  }

  async announce(announcement: NewAnnouncement, at: Date): Promise<NotificationRecord[] | null> {
    this.#lists.clear();
    try {
      return await this.store.announce(announcement, at);
    } finally {
      this.#lists.clear();
    }
  }
}
