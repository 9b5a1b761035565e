import type { ReviewDecision, ReviewKind } from "@kominote/core/schemas/moderation";
import { api, expectData } from "../../../api/client";

/** `POST /api/moderation/reviews/{kind}/{id}/approve`: publishes the submission and awards its author. */
export const approveSubmission = (kind: ReviewKind, id: number): Promise<ReviewDecision> =>
  expectData(api.POST("/api/moderation/reviews/{kind}/{id}/approve", { params: { path: { kind, id } } }));
