import { api, expectData } from "../../../api/client";

/** `PATCH /api/notifications/{id}/read`: one of the member's notifications is read. */
export const markNotificationRead = async (id: number): Promise<void> => {
  await expectData(api.PATCH("/api/notifications/{id}/read", { params: { path: { id } } }));
};
