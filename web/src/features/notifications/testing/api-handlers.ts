import type { Notification } from "@kominote/core/schemas/notifications";
import { apiHttp } from "../../../testing/msw/api-http";
import { freshEachTime, mockOperation } from "../../../testing/msw/mock-operation";
import { sampleNotifications } from "./notifications";

/**
 * A member's notifications kept in memory: reading one or all of them marks them read, so the
 * bell's count and the list follow what the member did.
 */
export const notificationsServer = (initial: readonly Notification[] = sampleNotifications) => {
  const notifications = initial.map((notification) => ({ ...notification }));
  return {
    notifications,
    handlers: [
      apiHttp.get("/api/notifications", ({ response }) => response(200).json(notifications.map((notification) => ({ ...notification })))),
      apiHttp.patch("/api/notifications/mark-all-read", ({ response }) => {
        for (const notification of notifications) notification.isRead = true;
        return response(204).empty();
      }),
      apiHttp.patch("/api/notifications/{id}/read", ({ params, response }) => {
        const notification = notifications.find((known) => known.id === Number(params.id));
        if (notification !== undefined) notification.isRead = true;
        return response(204).empty();
      }),
    ],
  };
};

const [list] = notificationsServer().handlers;
const [emptyList] = notificationsServer([]).handlers;

/** A member's notifications: the list, reading them all, reading one. */
export const notificationsApi = {
  listNotifications: mockOperation({
    method: "get",
    path: "/api/notifications",
    example: { url: "/api/notifications" },
    success: list!,
    variants: { empty: [emptyList!] },
  }),
  markAllNotificationsRead: mockOperation({
    method: "patch",
    path: "/api/notifications/mark-all-read",
    example: { url: "/api/notifications/mark-all-read" },
    success: freshEachTime("patch", "/api/notifications/mark-all-read", () => notificationsServer().handlers[1]!),
  }),
  markNotificationRead: mockOperation({
    method: "patch",
    path: "/api/notifications/{id}/read",
    example: { url: "/api/notifications/1/read" },
    success: freshEachTime("patch", "/api/notifications/{id}/read", () => notificationsServer().handlers[2]!),
  }),
};
