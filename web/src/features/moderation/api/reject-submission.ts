import type { ReviewDecision, ReviewKind } from "@kominote/core/schemas/moderation";
import { api, expectData } from "../../../api/client";

/** `POST /api/moderation/reviews/{kind}/{id}/reject`: refuses the submission with a reason its author reads. */
export const rejectSubmission = (kind: ReviewKind, id: number, reason: string): Promise<ReviewDecision> =>
  expectData(api.POST("/api/moderation/reviews/{kind}/{id}/reject", { params: { path: { kind, id } }, body: { reason } }));
