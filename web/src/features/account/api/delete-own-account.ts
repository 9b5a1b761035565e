import type { DeletionCodeSent } from "@kominote/core/schemas/own-data";
import { api, expectData } from "../../../api/client";

/** `POST /api/users/me/deletion-code`: sends the code confirming that the member leaves, to their own contact. */
export const sendDeletionCode = (): Promise<DeletionCodeSent> => expectData(api.POST("/api/users/me/deletion-code"));

/** `DELETE /api/users/me`: the member leaves with the code they were sent; the server ends every session. */
export const deleteOwnAccount = async (code: string): Promise<void> => {
  await expectData(api.DELETE("/api/users/me", { body: { code } }));
};
