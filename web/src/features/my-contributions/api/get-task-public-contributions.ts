import type { PublicContribution } from "@kominote/core/schemas/contributions";
import { queryOptions } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** `GET /api/tasks/{id}/contributions`: what was contributed to a task, without anyone's contact details. */
export const getTaskPublicContributions = (taskId: number): Promise<readonly PublicContribution[]> =>
  expectData(api.GET("/api/tasks/{id}/contributions", { params: { path: { id: taskId } } }));

// Notes are written by members and not translated by the server: one cache entry per task.
export const taskPublicContributionsQueryOptions = (taskId: number) =>
  queryOptions({
    queryKey: ["task-public-contributions", taskId] as const,
    queryFn: () => getTaskPublicContributions(taskId),
  });
