import { apiRoute } from "@kominote/core/contract/index";
import type { Container } from "inversify";
import { runUseCase } from "../http/run-use-case";
import { resolve, tokens } from "../tokens";
import { handle, type HandlerMap } from "./handler";

/**
 * The signed-in member's notifications and moderators' announcements. Member routes: the access
 * check has refused anyone signed out before a handler runs, and every call acts on
 * `request.member` only, never on an id the client names as its owner.
 */
export const notificationHandlers = (container: Container): HandlerMap => {
  const listNotifications = resolve(container, tokens.listNotifications);
  const markNotificationRead = resolve(container, tokens.markNotificationRead);
  const markAllNotificationsRead = resolve(container, tokens.markAllNotificationsRead);
  const sendAnnouncement = resolve(container, tokens.sendAnnouncement);
  const memberOf = (request: { member: { id: number } | null }): number => request.member?.id ?? 0;

  return {
    ...handle(apiRoute("listNotifications"), ({ language, request }, reply) =>
      runUseCase(listNotifications({ userId: memberOf(request), language }), reply),
    ),
    ...handle(apiRoute("markNotificationRead"), ({ params, request }, reply) =>
      runUseCase(markNotificationRead({ userId: memberOf(request), notificationId: params.id }), reply, { status: 204 }),
    ),
    ...handle(apiRoute("markAllNotificationsRead"), ({ request }, reply) =>
      runUseCase(markAllNotificationsRead(memberOf(request)), reply, { status: 204 }),
    ),
    ...handle(apiRoute("sendAnnouncement"), ({ body, request }, reply) =>
      runUseCase(sendAnnouncement({ senderId: memberOf(request), body }), reply, { status: 201 }),
    ),
  };
};
