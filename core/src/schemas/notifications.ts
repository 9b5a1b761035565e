import { z } from "zod";
import { countSchema, idSchema, instantSchema } from "./common";

export const notificationTypes = ["task_response", "call_request", "system_announcement", "other"] as const;
export const notificationTypeSchema = z.enum(notificationTypes).meta({ id: "NotificationType" });
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** title and message are in the recipient's language when the server wrote them. */
export const notificationSchema = z
  .object({
    id: idSchema,
    type: notificationTypeSchema,
    title: z.string(),
    message: z.string(),
    isRead: z.boolean(),
    createdAt: instantSchema,
  })
  .meta({ id: "Notification" });
export type Notification = z.infer<typeof notificationSchema>;

/** A moderator's message to every member, or to the members of one service. */
export const announcementRequestSchema = z
  .object({
    title: z.string().trim().min(1).max(120),
    message: z.string().trim().min(1).max(2000),
    serviceId: idSchema.optional().meta({ description: "Only the members who joined this service; every member when absent." }),
  })
  .meta({ id: "AnnouncementRequest" });
export type AnnouncementRequest = z.infer<typeof announcementRequestSchema>;

export const announcementReceiptSchema = z
  .object({ recipientCount: countSchema })
  .meta({ id: "AnnouncementReceipt" });
export type AnnouncementReceipt = z.infer<typeof announcementReceiptSchema>;
