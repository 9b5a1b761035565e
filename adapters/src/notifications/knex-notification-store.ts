import type { NewAnnouncement, NotificationRecord, NotificationStore } from "@kominote/core/ports/notification-store";
import type { NewNotification, NotificationText } from "@kominote/core/ports/notifier";
import type { NotificationType } from "@kominote/core/schemas/notifications";
import type { Knex } from "knex";

interface NotificationRow {
  id: number;
  user_id: number;
  type: NotificationType;
  title: NotificationText;
  message: NotificationText;
  reference_kind: string | null;
  reference_id: number | null;
  is_read: boolean;
  created_at: Date | string;
}

const columns = ["id", "user_id", "type", "title", "message", "reference_kind", "reference_id", "is_read", "created_at"] as const;

const toRecord = (row: NotificationRow): NotificationRecord => ({
  id: row.id,
  userId: row.user_id,
  type: row.type,
  title: row.title,
  message: row.message,
  reference: row.reference_kind === null || row.reference_id === null ? null : { kind: row.reference_kind, id: row.reference_id },
  isRead: row.is_read,
  createdAt: new Date(row.created_at),
});

/** Notifications in Postgres; every member-facing query is scoped by user_id and served by its index. */
export class KnexNotificationStore implements NotificationStore {
  constructor(private readonly db: Knex) {}

  async add(notification: NewNotification, at: Date): Promise<NotificationRecord> {
    const [row] = (await this.db("notifications")
      .insert({
        user_id: notification.userId,
        type: notification.type,
        title: JSON.stringify(notification.title),
        message: JSON.stringify(notification.message),
        reference_kind: notification.reference?.kind ?? null,
        reference_id: notification.reference?.id ?? null,
        created_at: at,
      })
      .returning(columns)) as NotificationRow[];
    if (row === undefined) throw new Error("inserting a notification returned no row");
    return toRecord(row);
  }

  async listFor(userId: number, limit: number): Promise<NotificationRecord[]> {
    const rows = (await this.db("notifications")
      .where({ user_id: userId })
      .orderBy([
        { column: "created_at", order: "desc" },
        { column: "id", order: "desc" },
      ])
      .limit(limit)
      .select(columns)) as NotificationRow[];
    return rows.map(toRecord);
  }

  async markRead(userId: number, id: number): Promise<boolean> {
    const changed = await this.db("notifications").where({ id, user_id: userId }).update({ is_read: true });
    return changed > 0;
  }

  async markAllRead(userId: number): Promise<void> {
    await this.db("notifications").where({ user_id: userId, is_read: false }).update({ is_read: true });
  }

  async announce(announcement: NewAnnouncement, at: Date): Promise<NotificationRecord[] | null> {
    return this.db.transaction(async (trx) => {
      if (announcement.serviceId !== null) {
        const service = await trx("services").where({ id: announcement.serviceId }).first("id");
        if (service === undefined) return null;
      }
      const [stored] = (await trx("announcements")
        .insert({
          sender_id: announcement.senderId,
          service_id: announcement.serviceId,
          title: announcement.title,
          message: announcement.message,
          created_at: at,
        })
        .returning(["id"])) as { id: number }[];
      if (stored === undefined) throw new Error("inserting an announcement returned no row");
      const title: NotificationText = { literal: announcement.title };
      const message: NotificationText = { literal: announcement.message };
      // One set-based statement however many members there are. A former member's row stays as a
      // tombstone (decision 0020): it is nobody to tell.
      const serviceFilter = announcement.serviceId === null ? "" : "and joined_service_id = :serviceId";
      const inserted = (await trx.raw(
        `insert into notifications (user_id, type, title, message, reference_kind, reference_id, created_at)
         select id, 'system_announcement', :title::jsonb, :message::jsonb, 'announcement', :announcementId, :at
         from users where deleted_at is null ${serviceFilter}
         returning id, user_id`,
        {
          title: JSON.stringify(title),
          message: JSON.stringify(message),
          announcementId: stored.id,
          at,
          ...(announcement.serviceId === null ? {} : { serviceId: announcement.serviceId }),
        },
      )) as { rows: { id: number; user_id: number }[] };
      const rows = inserted.rows;
      return rows.map(
        (row): NotificationRecord => ({
          id: row.id,
          userId: row.user_id,
          type: "system_announcement",
          title,
          message,
          reference: { kind: "announcement", id: stored.id },
          isRead: false,
          createdAt: at,
        }),
      );
    });
  }
}
