import type { DismissedReports, HideableKind } from "@kominote/core/schemas/moderation";
import { api, expectData } from "../../../api/client";

/** `POST /api/moderation/reports/dismiss`: closes a reported item's open reports as unfounded; the item stays visible. */
export const dismissReports = (kind: HideableKind, id: number): Promise<DismissedReports> =>
  expectData(api.POST("/api/moderation/reports/dismiss", { body: { kind, id } }));
