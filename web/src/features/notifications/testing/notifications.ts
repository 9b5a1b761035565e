import type { Notification } from "@kominote/core/schemas/notifications";

/** "Now" for the notification stories and tests. */
export const notificationsNow = new Date("2026-06-11T12:00:00Z");

const minutesBefore = (minutes: number): string => new Date(notificationsNow.getTime() - minutes * 60_000).toISOString();

/** One of each type, newest first, as GET /api/notifications answers; the two newest unread. */
export const sampleNotifications: readonly Notification[] = [
  {
    id: 14,
    type: "task_response",
    title: "Nouvo repons sou travay ou",
    message: "Jean Pierre reponn sou kontribisyon ou nan Sante.",
    isRead: false,
    createdAt: minutesBefore(0.5),
  },
  {
    id: 13,
    type: "call_request",
    title: "Yon moun vle rele w",
    message: "Rose Michel mande pou l pale avè w sou pwen dlo a.",
    isRead: false,
    createdAt: minutesBefore(12),
  },
  {
    id: 12,
    type: "system_announcement",
    title: "Reyinyon kominotè samdi",
    message: "Reyinyon an ap fèt nan lekòl nasyonal la a 10è.",
    isRead: true,
    createdAt: minutesBefore(5 * 60),
  },
  {
    id: 11,
    type: "other",
    title: "Byenvini nan Kominote",
    message: "Mèsi paske ou enskri.",
    isRead: true,
    createdAt: minutesBefore(3 * 24 * 60),
  },
];

/** n unread notifications, for the badge's "99+". */
export const manyUnread = (count: number): readonly Notification[] =>
  Array.from({ length: count }, (_, index) => ({
    id: 1000 + index,
    type: "system_announcement" as const,
    title: `Anons ${index + 1}`,
    message: "Mesaj pou tout manm yo.",
    isRead: false,
    createdAt: minutesBefore(index + 1),
  }));
