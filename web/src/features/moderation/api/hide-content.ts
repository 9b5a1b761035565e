import type { HideableKind } from "@kominote/core/schemas/moderation";
import { api, expectData } from "../../../api/client";

/** `POST /api/moderation/content/{kind}/{id}/hide`: takes a reported item out of every list, with a reason. */
export const hideContent = async (kind: HideableKind, id: number, reason: string): Promise<void> => {
  await expectData(api.POST("/api/moderation/content/{kind}/{id}/hide", { params: { path: { kind, id } }, body: { reason } }));
};
