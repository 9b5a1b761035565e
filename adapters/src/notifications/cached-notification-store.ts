import type { Clock } from "@kominote/core/ports/clock";
import type { NewAnnouncement, NotificationRecord, NotificationStore } from "@kominote/core/ports/notification-store";
import type { NewNotification } from "@kominote/core/ports/notifier";
import { VariantMemo } from "../cache/variant-memo";

/**
 * Each member's latest notifications, kept for `ttlMs`: the panel polls them (SPEC 9: 30 s) and
 * every page shows the bell. Every write goes through here and forgets what it changes (a member's
 * list, or every list for an announcement), so changes show at once in this process.
 */
export class CachedNotificationStore implements NotificationStore {
  readonly #lists: VariantMemo<NotificationRecord[]>;

  constructor(
    private readonly store: NotificationStore,
    clock: Clock,
    ttlMs: number,
    capacity = 10_000,
  ) {
    this.#lists = new VariantMemo(clock, ttlMs, capacity);
  }

  add(notification: NewNotification, at: Date): Promise<NotificationRecord> {
    return this.#lists.writing(notification.userId, () => this.store.add(notification, at));
  }

  listFor(userId: number, limit: number): Promise<NotificationRecord[]> {
    return this.#lists.get(userId, limit, () => this.store.listFor(userId, limit));
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
