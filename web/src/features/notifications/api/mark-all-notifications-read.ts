import { api, expectData } from "../../../api/client";

/** `PATCH /api/notifications/mark-all-read`: every notification of the member is read. */
export const markAllNotificationsRead = async (): Promise<void> => {
  await expectData(api.PATCH("/api/notifications/mark-all-read"));
};
