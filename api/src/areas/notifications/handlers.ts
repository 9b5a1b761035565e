import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { runUseCase } from "../../http/run-use-case";
import { resolveEach } from "../../tokens";
import { notificationsTokens } from "./tokens";
import { handle, type HandlerMap } from "../../http/handler";

/**
 * The signed-in member's notifications and moderators' announcements. Member routes: the access
 * check has refused anyone signed out before a handler runs, and every call acts on
 * the signed-in member only, never on an id the client names as its owner.
 */
export const notificationHandlers = (container: Container): HandlerMap => {
  const { listNotifications, markNotificationRead, markAllNotificationsRead, sendAnnouncement } =
    resolveEach(container, notificationsTokens, ["listNotifications", "markNotificationRead", "markAllNotificationsRead", "sendAnnouncement"]);

  return {
    ...handle(apiRoute("listNotifications"), ({ language, member }, reply) =>
      runUseCase(listNotifications({ userId: member.id, language }), reply),
    ),
    ...handle(apiRoute("markNotificationRead"), ({ params, member }, reply) =>
      runUseCase(markNotificationRead({ userId: member.id, notificationId: params.id }), reply, { status: 204 }),
    ),
    ...handle(apiRoute("markAllNotificationsRead"), ({ member }, reply) =>
      runUseCase(markAllNotificationsRead(member.id), reply, { status: 204 }),
    ),
    ...handle(apiRoute("sendAnnouncement"), ({ body, member }, reply) =>
      runUseCase(sendAnnouncement({ senderId: member.id, body }), reply, { status: 201 }),
    ),
  };
};
