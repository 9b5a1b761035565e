import type { AnnouncementReceipt, AnnouncementRequest } from "@kominote/core/schemas/notifications";
import { api, expectData } from "../../../api/client";

/** `POST /api/notifications/announcements`: a notification to every member, or to one service's members. */
export const sendAnnouncement = (request: AnnouncementRequest): Promise<AnnouncementReceipt> =>
  expectData(api.POST("/api/notifications/announcements", { body: request }));
