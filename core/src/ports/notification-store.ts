import type { NotificationType } from "../schemas/notifications";
import type { NewNotification, NotificationText } from "./notifier";

/** A stored notification, its texts still language-independent. */
export interface NotificationRecord {
  readonly id: number;
  readonly userId: number;
  readonly type: NotificationType;
  readonly title: NotificationText;
  readonly message: NotificationText;
  readonly reference: { readonly kind: string; readonly id: number } | null;
  readonly isRead: boolean;
  readonly createdAt: Date;
}

export interface NewAnnouncement {
  readonly senderId: number;
  readonly title: string;
  readonly message: string;
  /** Only the members who joined this service; everyone when null. */
  readonly serviceId: number | null;
}

/** Members' notifications. Every read and write is scoped to one member except an announcement. */
export interface NotificationStore {
  add(notification: NewNotification, at: Date): Promise<NotificationRecord>;
  /** Newest first. */
  listFor(userId: number, limit: number): Promise<NotificationRecord[]>;
  /** False when the member has no notification with this id (someone else's included): nothing changes then. */
  markRead(userId: number, id: number): Promise<boolean>;
  markAllRead(userId: number): Promise<void>;
  /**
   * Stores the announcement and one notification per recipient in a single statement; null when
   * the service named does not exist.
   */
  announce(announcement: NewAnnouncement, at: Date): Promise<NotificationRecord[] | null>;
}
