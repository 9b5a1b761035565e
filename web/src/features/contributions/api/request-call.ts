import type { CallRequest, CallRequestReceipt } from "@kominote/core/schemas/contributions";
import { api, expectData } from "../../../api/client";

/** `POST /api/contributions/{id}/request-call`: asks the contribution's author to call back. */
export const requestCall = (contributionId: number, request: CallRequest): Promise<CallRequestReceipt> =>
  expectData(api.POST("/api/contributions/{id}/request-call", { params: { path: { id: contributionId } }, body: request }));
