import type { Language } from "@kominote/core/i18n/languages";
import type { ServiceTask } from "@kominote/core/schemas/tasks";
import { queryOptions } from "@tanstack/react-query";
import { api, expectData, languageHeaders } from "../../../api/client";

/**
 * `GET /api/services/{id}/tasks`: the service's tasks in the order they are done, in the given
 * language, with the signed-in member's own part in each. Always revalidated with the server (a
 * 304 when nothing changed): a member who just contributed or joined must see the task's new state at once.
 */
export const getServiceTasks = (serviceId: number, language: Language): Promise<readonly ServiceTask[]> =>
  expectData(
    api.GET("/api/services/{id}/tasks", { params: { path: { id: serviceId } }, headers: languageHeaders(language), cache: "no-cache" }),
  );

/** Every language of one service's tasks, for refetching them all after a contribution or a join. */
export const serviceTasksQueryPrefix = (serviceId: number) => ["service-tasks", serviceId] as const;

/** Titles are localized, so each language is its own cache entry. */
export const serviceTasksQueryOptions = (serviceId: number, language: Language) =>
  queryOptions({
    queryKey: [...serviceTasksQueryPrefix(serviceId), language] as const,
    queryFn: () => getServiceTasks(serviceId, language),
  });
