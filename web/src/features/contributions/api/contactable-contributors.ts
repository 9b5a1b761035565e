import type { ContactableContributor } from "@kominote/core/schemas/contributions";
import { queryOptions } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";

/** `GET /api/tasks/{id}/contactable-contributors`: who agreed to be called (their numbers stay on the server). */
export const listContactableContributors = (taskId: number): Promise<ContactableContributor[]> =>
  expectData(api.GET("/api/tasks/{id}/contactable-contributors", { params: { path: { id: taskId } } }));

export const contactableContributorsQueryOptions = (
  taskId: number,
  load: (taskId: number) => Promise<ContactableContributor[]> = listContactableContributors,
) =>
  queryOptions({
    queryKey: ["tasks", taskId, "contactable-contributors"] as const,
    queryFn: () => load(taskId),
  });
