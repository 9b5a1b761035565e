import type { MessageParams } from "../i18n/interpolate";
import type { Language } from "../i18n/languages";
import { sourceMessages, type MessageKey } from "../i18n/messages";
import type { MemberEvent, PointEntry } from "../ports/member-events";
import type { NotificationRecord } from "../ports/notification-store";
import type { NotificationText } from "../ports/notifier";
import { liveActivityFor } from "../rules/live-activity-view";
import { liveCommentFor } from "../rules/live-comments";
import { pointsTable } from "../rules/points-table";
import type { ServerEvent } from "../schemas/events";
import type { Notification } from "../schemas/notifications";
import type { RecentPointEvent } from "../schemas/points";

/** A catalog text in a language (the server keeps every catalog loaded). */
export type Translate = (language: Language, key: MessageKey, params?: MessageParams) => string;

const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(sourceMessages, key);

/**
 * A stored text in the reader's language. A key no longer in the catalogs (a text renamed since
 * the notification was stored) shows as the key rather than failing the whole list.
 */
export const renderText = (text: NotificationText, language: Language, translate: Translate): string =>
  "literal" in text ? text.literal : isMessageKey(text.key) ? translate(language, text.key, text.params) : text.key;

export const renderNotification = (record: NotificationRecord, language: Language, translate: Translate): Notification => ({
  id: record.id,
  type: record.type,
  title: renderText(record.title, language, translate),
  message: renderText(record.message, language, translate),
  isRead: record.isRead,
  createdAt: record.createdAt.toISOString(),
});

export const describePointEntry = (entry: PointEntry, language: Language, translate: Translate): RecentPointEvent => ({
  id: entry.id,
  points: entry.points,
  description: translate(language, pointsTable[entry.action].descriptionKey),
  createdAt: entry.createdAt.toISOString(),
});

/** Who reads a stream: the activity's names go to members only. */
export type StreamAudience = "member" | "visitor";

/** What an event stream sends for an event, in the stream reader's language and for its audience. */
export const renderServerEvent = (
  event: MemberEvent,
  language: Language,
  translate: Translate,
  audience: StreamAudience = "member",
): ServerEvent => {
  switch (event.type) {
    case "notification":
      return { type: "notification", data: renderNotification(event.notification, language, translate) };
    case "points":
      return { type: "points", data: describePointEntry(event.entry, language, translate) };
    case "stats":
      return { type: "stats", data: event.stats };
    case "liveStatus":
      return { type: "liveStatus", data: event.status };
    case "liveActivity":
      return { type: "liveActivity", data: liveActivityFor(event.activity, language, audience === "member") };
    case "liveComment":
      return { type: "liveComment", data: liveCommentFor(event.comment, audience === "member") };
    case "liveCommentHidden":
      return { type: "liveCommentHidden", data: { id: event.commentId } };
  }
};
