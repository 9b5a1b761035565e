import type { Contribution, UpdateContributionRequest } from "@kominote/core/schemas/contributions";
import { api, expectData } from "../../../api/client";

/** `PATCH /api/contributions/{contributionId}`: edits one of the signed-in member's own contributions. */
export const updateContribution = (contributionId: number, request: UpdateContributionRequest): Promise<Contribution> =>
  expectData(api.PATCH("/api/contributions/{contributionId}", { params: { path: { contributionId } }, body: request }));
