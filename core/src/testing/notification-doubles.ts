import type { MessageParams } from "../i18n/interpolate";
import type { Language } from "../i18n/languages";
import type { MessageKey } from "../i18n/messages";
import type { MemberEvent, MemberEvents, PointEntry } from "../ports/member-events";
import type { NewAnnouncement, NotificationRecord, NotificationStore } from "../ports/notification-store";
import type { NewNotification } from "../ports/notifier";
import type { PointsStandings } from "../ports/points-standings";
import type { UserStats } from "../schemas/points";

/* In-memory twins of the notification and points ports, for use-case tests. */

/** Shows which language and key were asked for, so a test sees the rendering without real catalogs. */
export const taggingTranslate = (language: Language, key: MessageKey, params?: MessageParams): string =>
  `${language}:${key}${params === undefined ? "" : JSON.stringify(params)}`;

/**
 * Notifications kept in an array; members are the ids given, with the service each joined. The
 * services that exist are `serviceIds` when given, else those the members joined.
 */
export const memoryNotifications = (
  members: ReadonlyArray<{ id: number; serviceId: number | null }> = [],
  serviceIds?: ReadonlyArray<number>,
) => {
  const rows: NotificationRecord[] = [];
  const announcements: NewAnnouncement[] = [];
  let nextId = 1;
  const store: NotificationStore = {
    add: async (notification: NewNotification, at: Date) => {
      const record: NotificationRecord = {
        id: nextId++,
        userId: notification.userId,
        type: notification.type,
        title: notification.title,
        message: notification.message,
        reference: notification.reference ?? null,
        isRead: false,
        createdAt: at,
      };
      rows.push(record);
      return record;
    },
    listFor: async (userId, limit) =>
      rows
        .filter((row) => row.userId === userId)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
        .slice(0, limit),
    markRead: async (userId, id) => {
      const index = rows.findIndex((row) => row.id === id && row.userId === userId);
      const row = rows[index];
      if (row === undefined) return false;
      rows[index] = { ...row, isRead: true };
      return true;
    },
    markAllRead: async (userId) => {
      rows.forEach((row, index) => {
        if (row.userId === userId) rows[index] = { ...row, isRead: true };
      });
    },
    announce: async (announcement, at) => {
      const services = new Set(serviceIds ?? members.map((member) => member.serviceId));
      if (announcement.serviceId !== null && !services.has(announcement.serviceId)) return null;
      announcements.push(announcement);
      const recipients = members.filter((member) => announcement.serviceId === null || member.serviceId === announcement.serviceId);
      return Promise.all(
        recipients.map((member) =>
          store.add(
            {
              userId: member.id,
              type: "system_announcement",
              title: { literal: announcement.title },
              message: { literal: announcement.message },
              reference: { kind: "announcement", id: announcements.length },
            },
            at,
          ),
        ),
      );
    },
  };
  return { store, rows, announcements };
};

/** Records what was published, per member. */
export const recordingEvents = (): MemberEvents & { readonly sent: Array<{ userId: number | "all" | "public"; event: MemberEvent }> } => {
  const sent: Array<{ userId: number | "all" | "public"; event: MemberEvent }> = [];
  return {
    sent,
    publish: (userId, event) => void sent.push({ userId, event }),
    publishToMany: (userIds, event) => userIds.forEach((userId) => sent.push({ userId, event })),
    publishToAll: (event) => void sent.push({ userId: "all", event }),
    publishPublic: (event) => void sent.push({ userId: "public", event }),
  };
};

/** Fixed answers per member, and the week start each stats read was asked with. */
export const fixedStandings = (
  stats: Readonly<Record<number, UserStats>>,
  entries: Readonly<Record<number, readonly PointEntry[]>> = {},
): PointsStandings & { readonly weekStarts: Date[] } => {
  const weekStarts: Date[] = [];
  return {
    weekStarts,
    statsOf: async (userId, weekStart) => {
      weekStarts.push(weekStart);
      return stats[userId] ?? { totalPoints: 0, weeklyPoints: 0, rank: 1, totalContributions: 0 };
    },
    recentOf: async (userId, limit) => (entries[userId] ?? []).slice(0, limit),
  };
};
