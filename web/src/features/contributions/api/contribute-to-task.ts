import type { ContributeRequest, ContributeResponse } from "@kominote/core/schemas/contributions";
import { api, expectData } from "../../../api/client";
import { withIdempotencyKey } from "../../../api/idempotency-key";

/**
 * `POST /api/tasks/{id}/contribute`: records the signed-in member's contribution (the author is never
 * sent), once whatever the resends when it carries its Idempotency-Key.
 */
export const contributeToTask = (taskId: number, request: ContributeRequest, key?: string): Promise<ContributeResponse> =>
  expectData(
    api.POST("/api/tasks/{id}/contribute", {
      params: { path: { id: taskId } },
      body: request,
      ...withIdempotencyKey(key),
    }),
  );
