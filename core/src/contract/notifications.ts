import { z } from "zod";
import { idParamsSchema } from "../schemas/common";
import { announcementReceiptSchema, announcementRequestSchema, notificationSchema } from "../schemas/notifications";
import { defineRoute } from "./route";

export const notificationRoutes = [
  defineRoute({
    operationId: "listNotifications",
    method: "GET",
    path: "/api/notifications",
    summary: "Lists the signed-in member's notifications, newest first.",
    tag: "notifications",
    access: "member",
    responses: { 200: { description: "The member's notifications.", schema: z.array(notificationSchema) } },
  }),
  defineRoute({
    operationId: "markNotificationRead",
    method: "PATCH",
    path: "/api/notifications/{id}/read",
    summary: "Marks one of the signed-in member's notifications as read.",
    tag: "notifications",
    access: "member",
    params: idParamsSchema,
    responses: { 204: { description: "The notification is read." } },
  }),
  defineRoute({
    operationId: "markAllNotificationsRead",
    method: "PATCH",
    path: "/api/notifications/mark-all-read",
    summary: "Marks every notification of the signed-in member as read.",
    tag: "notifications",
    access: "member",
    responses: { 204: { description: "All notifications are read." } },
  }),
  defineRoute({
    operationId: "sendAnnouncement",
    method: "POST",
    path: "/api/notifications/announcements",
    summary: "Sends a system announcement to every member as a notification.",
    tag: "notifications",
    access: "moderator",
    body: announcementRequestSchema,
    responses: { 201: { description: "The announcement was delivered.", schema: announcementReceiptSchema } },
  }),
] as const;
